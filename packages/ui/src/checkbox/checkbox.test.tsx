import { createRef, useState } from 'react';
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

  it('shows the mixed state while indeterminate, and a click checks it', async () => {
    function Harness() {
      const [checked, setChecked] = useState(false);
      return (
        <Checkbox
          label="Select all"
          checked={checked}
          indeterminate={!checked}
          onChange={(event) => setChecked(event.target.checked)}
        />
      );
    }
    render(<Harness />);
    const box = screen.getByRole('checkbox', { name: 'Select all' });
    expect(box).toBePartiallyChecked();
    await userEvent.click(box);
    expect(box).toBeChecked();
    expect(box).not.toBePartiallyChecked();
  });

  it('passes its ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Checkbox label="Active Product" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('checkbox', { name: 'Active Product' }));
  });
});
