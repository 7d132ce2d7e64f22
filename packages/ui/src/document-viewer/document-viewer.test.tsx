import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DocumentViewer } from './document-viewer';

describe('DocumentViewer', () => {
  it('shows an image fitted, and full size in a scrollable region when zoomed', async () => {
    render(<DocumentViewer label="Shop photo" url="/shop.jpg" contentType="image/jpeg" />);
    expect(screen.getByRole('img', { name: 'Shop photo' })).toHaveAttribute('src', '/shop.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in: Shop photo' }));
    expect(screen.getByRole('region', { name: 'Shop photo, full size' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('opens a PDF in a new tab instead of showing it', () => {
    render(<DocumentViewer label="Certificate" url="/c.pdf" contentType="application/pdf" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open PDF/ })).toHaveAttribute('href', '/c.pdf');
  });

  it('says so, and asks for a fresh link, when the image cannot be loaded', () => {
    const onLoadError = vi.fn();
    render(
      <DocumentViewer
        label="ID"
        url="/expired.jpg"
        contentType="image/jpeg"
        onLoadError={onLoadError}
      />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'ID' }));
    expect(screen.getByText(/could not be loaded/)).toBeInTheDocument();
    expect(onLoadError).toHaveBeenCalledTimes(1);
  });
});
