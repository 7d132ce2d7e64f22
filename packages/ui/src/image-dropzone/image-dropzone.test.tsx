import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImageDropzone } from './image-dropzone';

describe('ImageDropzone', () => {
  it('reports the chosen file and shows its name and size in KB', async () => {
    const onFileSelected = vi.fn();
    render(<ImageDropzone label="Category Image" onFileSelected={onFileSelected} />);
    const input = screen.getByLabelText('Category Image');
    const file = new File([new Uint8Array(1536)], 'fruits.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    expect(onFileSelected).toHaveBeenCalledWith(file);
    expect(screen.getByRole('status')).toHaveTextContent('fruits.png (1.50 KB)');
  });

  it('says nothing of the chosen file when the caller says what became of it', async () => {
    const onFileSelected = vi.fn();
    render(<ImageDropzone label="Shop photo" showChosen={false} onFileSelected={onFileSelected} />);
    const file = new File([new Uint8Array(1536)], 'shop.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Shop photo'), file);
    expect(onFileSelected).toHaveBeenCalledWith(file);
    expect(screen.queryByText(/shop\.jpg/)).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('accepts a dropped file', () => {
    const onFileSelected = vi.fn();
    render(<ImageDropzone label="Image" onFileSelected={onFileSelected} />);
    const file = new File(['x'], 'a.webp', { type: 'image/webp' });
    fireEvent.drop(screen.getByText(/drag and drop/), { dataTransfer: { files: [file] } });
    expect(onFileSelected).toHaveBeenCalledWith(file);
  });

  it('ignores drops while disabled', () => {
    const onFileSelected = vi.fn();
    render(<ImageDropzone label="Image" disabled onFileSelected={onFileSelected} />);
    const file = new File(['x'], 'a.webp', { type: 'image/webp' });
    fireEvent.drop(screen.getByText(/drag and drop/), { dataTransfer: { files: [file] } });
    expect(onFileSelected).not.toHaveBeenCalled();
  });

  it('passes accept to the input and links the error', () => {
    render(
      <ImageDropzone
        label="Image"
        accept="image/png"
        error="Please select a file to upload"
        onFileSelected={vi.fn()}
      />,
    );
    const input = screen.getByLabelText('Image');
    expect(input).toHaveAttribute('accept', 'image/png');
    expect(input).toHaveAccessibleDescription('Please select a file to upload');
  });

  it('describes a file by name and size', async () => {
    render(<ImageDropzone label="Image" onFileSelected={vi.fn()} />);
    const file = new File([new Uint8Array(126_362)], 'photo.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Image'), file);
    expect(screen.getByRole('status')).toHaveTextContent('photo.png (123.40 KB)');
  });
});
