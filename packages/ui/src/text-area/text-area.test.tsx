import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextArea } from './text-area';

describe('TextArea', () => {
  it('is a labelled 5-row textbox by default', () => {
    render(<TextArea label="Message" />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '5');
  });

  it('is described by its hint and error and marked invalid', () => {
    render(<TextArea label="Description" hint="Short." error="Description is required." />);
    const box = screen.getByRole('textbox', { name: 'Description' });
    expect(box).toHaveAccessibleDescription('Short. Description is required.');
    expect(box).toBeInvalid();
  });
});
