import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DocumentViewer } from './document-viewer';

describe('DocumentViewer', () => {
  it('shows an image from the bytes the app fetched, fitted, and full size when zoomed', async () => {
    render(<DocumentViewer label="Shop photo" src="blob:shop" contentType="image/jpeg" />);
    expect(screen.getByRole('img', { name: 'Shop photo' })).toHaveAttribute('src', 'blob:shop');
    expect(screen.getByRole('link', { name: 'Open: Shop photo, in a new tab' })).toHaveAttribute(
      'href',
      'blob:shop',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in: Shop photo' }));
    expect(screen.getByRole('region', { name: 'Shop photo, full size' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('says it is loading until the bytes are there, with nothing to open yet', () => {
    render(<DocumentViewer label="Shop photo" src={null} contentType="image/jpeg" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Shop photo...');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers a PDF as a download that the app fetches', async () => {
    const onDownload = vi.fn();
    const { rerender } = render(
      <DocumentViewer label="Certificate" contentType="application/pdf" onDownload={onDownload} />,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF: Certificate' }));
    expect(onDownload).toHaveBeenCalledTimes(1);
    rerender(
      <DocumentViewer
        label="Certificate"
        contentType="application/pdf"
        onDownload={onDownload}
        downloading
      />,
    );
    expect(screen.getByRole('button', { name: 'Download PDF: Certificate' })).toBeDisabled();
    rerender(
      <DocumentViewer
        label="Certificate"
        contentType="application/pdf"
        onDownload={onDownload}
        failed
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('could not be loaded');
  });

  it('says so, and offers to try again, when the bytes could not be fetched or shown', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <DocumentViewer label="ID" src={null} failed contentType="image/jpeg" onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This document could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    // Bytes that arrive but are no image the browser can draw.
    rerender(
      <DocumentViewer label="ID" src="blob:broken" contentType="image/jpeg" onRetry={onRetry} />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'ID' }));
    expect(screen.getByRole('alert')).toHaveTextContent('could not be loaded');
    rerender(
      <DocumentViewer label="ID" src="blob:fresh" contentType="image/jpeg" onRetry={onRetry} />,
    );
    expect(screen.getByRole('img', { name: 'ID' })).toHaveAttribute('src', 'blob:fresh');
  });
});
