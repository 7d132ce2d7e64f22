import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { SelectionBar } from './selection-bar';

describe('SelectionBar', () => {
  it('says what is chosen, offers the actions and clears the choice', async () => {
    const onClear = vi.fn();
    const onRemove = vi.fn();
    render(
      <SelectionBar onClear={onClear} actions={<Button onClick={onRemove}>Remove selected</Button>}>
        3 products selected
      </SelectionBar>,
    );
    const bar = screen.getByRole('region', { name: 'Selection' });
    expect(screen.getByRole('status')).toHaveTextContent('3 products selected');
    expect(bar).toContainElement(screen.getByRole('button', { name: 'Remove selected' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(onClear).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Remove selected' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
