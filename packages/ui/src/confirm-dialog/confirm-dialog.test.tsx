import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

const base = {
  open: true,
  title: 'Delete product',
  message: 'Are you sure you want to permanently delete this custom product?',
  confirmLabel: 'Delete',
};

describe('ConfirmDialog', () => {
  it('calls onConfirm on confirm and onOpenChange(false) on cancel', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<ConfirmDialog {...base} onConfirm={onConfirm} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed with Escape while busy', async () => {
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        {...base}
        busy
        busyLabel="Deleting..."
        onConfirm={vi.fn()}
        onOpenChange={onOpenChange}
      />,
    );
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('shows an error inside the dialog', () => {
    render(
      <ConfirmDialog
        {...base}
        error="Failed to delete product: in use"
        onConfirm={vi.fn()}
        onOpenChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to delete product: in use');
  });
});
