import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FileField } from './file-field';

function Picker({ onFile = vi.fn() }: { onFile?: (file: File | undefined) => void }) {
  const [name, setName] = useState<string>();
  return (
    <FileField
      label="Government ID"
      hint="Aadhaar or PAN card."
      choose="ఫైల్ ఎంచుకోండి"
      noFile="ఫైల్ ఎంచుకోలేదు"
      name="government_id"
      required
      fileName={name}
      onChange={(event) => {
        setName(event.target.files?.[0]?.name);
        onFile(event.target.files?.[0]);
      }}
    />
  );
}

describe('FileField', () => {
  it("is a file input named by its label alone, described by the chosen file's name and the hint", () => {
    render(<Picker />);
    const input = screen.getByLabelText('Government ID');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('name', 'government_id');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleName('Government ID');
    expect(input).toHaveAccessibleDescription('ఫైల్ ఎంచుకోలేదు Aadhaar or PAN card.');
  });

  it("opens from its button in the page's words and shows the file chosen", async () => {
    const onFile = vi.fn();
    render(<Picker onFile={onFile} />);
    const button = screen.getByText('ఫైల్ ఎంచుకోండి');
    // The button is a label of the input: it opens the picker with no script of its own.
    expect(button.tagName).toBe('LABEL');
    expect(button).toHaveAttribute('for', screen.getByLabelText('Government ID').id);
    const file = new File(['id'], 'aadhaar.jpg', { type: 'image/jpeg' });
    await userEvent.setup().upload(screen.getByLabelText('Government ID'), file);
    expect(onFile).toHaveBeenCalledWith(file);
    expect(screen.getByText('aadhaar.jpg')).toBeInTheDocument();
    expect(screen.getByLabelText('Government ID')).toHaveAccessibleDescription(
      expect.stringContaining('aadhaar.jpg'),
    );
  });

  it('says its error and marks the input invalid', () => {
    render(
      <FileField label="Photo" choose="Choose file" noFile="No file chosen" error="Required." />,
    );
    expect(screen.getByLabelText('Photo')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Photo')).toHaveAccessibleDescription(
      expect.stringContaining('Required.'),
    );
  });
});
