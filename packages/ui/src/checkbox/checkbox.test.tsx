import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles by clicking its label', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Is this a packet?" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Is this a packet?' });
    await userEvent.click(screen.getByText('Is this a packet?'));
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('can start checked and be described by a hint', () => {
    render(<Checkbox label="Active Product" defaultChecked hint="Shown in the app." />);
    const box = screen.getByRole('checkbox', { name: 'Active Product' });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription('Shown in the app.');
  });
});
