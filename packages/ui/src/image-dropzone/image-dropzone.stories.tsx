import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ImageDropzone } from './image-dropzone';
import { maxWidth } from '../internal/stories';

const meta = {
  title: 'Forms/ImageDropzone',
  component: ImageDropzone,
  args: {
    label: 'Product Image',
    accept: 'image/jpeg,image/png,image/gif,image/webp',
    hint: 'JPEG, PNG, GIF or WebP, up to 5MB',
    onFileSelected: fn(),
  },
  decorators: [maxWidth(480)],
} satisfies Meta<typeof ImageDropzone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SelectFile: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Product Image');
    await expect(input).toHaveAttribute('type', 'file');

    const file = new File([new Uint8Array(126_362)], 'photo.png', { type: 'image/png' });
    await userEvent.upload(input, file);

    await expect(args.onFileSelected).toHaveBeenCalledWith(file);
    await expect(canvas.getByRole('status')).toHaveTextContent('photo.png (123.40 KB)');
  },
};

export const KeyboardReachable: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByLabelText('Product Image')).toHaveFocus();
  },
};

export const DropFile: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByText(/drag and drop/).closest('label') as HTMLLabelElement;
    const data = new DataTransfer();
    const file = new File([new Uint8Array(2048)], 'banana.jpg', { type: 'image/jpeg' });
    data.items.add(file);
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true }));

    await expect(args.onFileSelected).toHaveBeenCalledWith(file);
    await expect(await canvas.findByText('banana.jpg (2.00 KB)')).toBeVisible();
    const input = canvas.getByLabelText('Product Image') as HTMLInputElement;
    await expect(input.files?.[0]?.name).toBe('banana.jpg');
  },
};

export const WithError: Story = {
  args: { error: 'File size exceeds 5MB limit', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Product Image');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/File size exceeds 5MB limit/);
  },
};

export const Disabled: Story = { args: { disabled: true } };
