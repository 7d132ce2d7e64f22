import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is labelled and typeable', async () => {
    render(<TextField label="Branch ID" />);
    const input = screen.getByRole('textbox', { name: 'Branch ID' });
    await userEvent.type(input, 'b-42');
    expect(input).toHaveValue('b-42');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('links hint and error to the input with aria-describedby', () => {
    render(
      <TextField
        label="Email"
        hint="Your work e-mail."
        error="Enter a valid e-mail address."
        aria-describedby="outside"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Your work e-mail. Enter a valid e-mail address.');
    expect(input.getAttribute('aria-describedby')?.split(' ')[0]).toBe('outside');
  });

  it('gives two fields different ids', () => {
    render(
      <>
        <TextField label="Name" />
        <TextField label="Phone" />
      </>,
    );
    expect(screen.getByLabelText('Name').id).not.toBe(screen.getByLabelText('Phone').id);
  });

  it('marks required fields for assistive tech, keeping the label text as given', () => {
    render(<TextField label="Name" required />);
    expect(screen.getByLabelText('Name')).toBeRequired();
  });
});
