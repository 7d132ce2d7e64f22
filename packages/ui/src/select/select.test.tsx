import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select';

const units = [
  { value: 'kg', label: 'kg' },
  { value: 'L', label: 'L' },
];

describe('Select', () => {
  it('lists the options and reports the choice', async () => {
    const onChange = vi.fn();
    render(<Select label="Unit" options={units} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Unit' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['kg', 'L']);
    await userEvent.selectOptions(select, 'L');
    expect(select).toHaveValue('L');
    expect(onChange).toHaveBeenCalled();
  });

  it('starts on the placeholder, which fails a required check', () => {
    render(
      <Select label="Subject" options={units} placeholder="Choose" defaultValue="" required />,
    );
    const select = screen.getByRole('combobox', { name: 'Subject' });
    expect(select).toHaveValue('');
    expect(select).toBeInvalid();
  });

  it('is described by its error', () => {
    render(<Select label="Unit" options={units} error="Unit is required." />);
    expect(screen.getByRole('combobox', { name: 'Unit' })).toHaveAccessibleDescription(
      'Unit is required.',
    );
  });
});
