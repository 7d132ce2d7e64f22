import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE_DOCUMENT_URL } from '../internal/sample-document';
import { DocumentViewer } from './document-viewer';
import { maxWidth, statusSays } from '../internal/stories';

const meta = {
  title: 'Documents/DocumentViewer',
  component: DocumentViewer,
  args: { label: 'FSSAI certificate', src: SAMPLE_DOCUMENT_URL, contentType: 'image/svg+xml' },
  decorators: [maxWidth(420)],
} satisfies Meta<typeof DocumentViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ImageZooms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'FSSAI certificate' })).toBeVisible();
    const zoom = canvas.getByRole('button', { name: 'Zoom in: FSSAI certificate' });
    await userEvent.click(zoom);
    await expect(zoom).toHaveAttribute('aria-pressed', 'true');
    await expect(
      canvas.getByRole('region', { name: 'FSSAI certificate, full size' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Fit to frame: FSSAI certificate' }));
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { src: null },
  play: statusSays('Loading FSSAI certificate...'),
};

export const Failed: Story = {
  args: { src: null, failed: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Pdf: Story = {
  args: { contentType: 'application/pdf', src: null, onDownload: fn() },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Download PDF: FSSAI certificate',
    });
    await userEvent.click(button);
    await expect(args.onDownload).toHaveBeenCalled();
  },
};
