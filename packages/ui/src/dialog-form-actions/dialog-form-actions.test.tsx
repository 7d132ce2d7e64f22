import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '../dialog/dialog';
import { DialogFormActions } from './dialog-form-actions';

describe('DialogFormActions', () => {
  it('submits the form, and Cancel closes the dialog', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onOpenChange = vi.fn();
    render(
      <Dialog open title="Edit Product" onOpenChange={onOpenChange}>
        <form onSubmit={onSubmit}>
          <DialogFormActions busy={false} busyLabel="Saving...">
            Save Changes
          </DialogFormActions>
        </form>
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('calls onSubmit when given and respects disabled', async () => {
    const onSubmit = vi.fn();
    const { rerender } = render(
      <Dialog open title="Import">
        <DialogFormActions busy={false} busyLabel="Importing..." onSubmit={onSubmit} disabled>
          Import
        </DialogFormActions>
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    rerender(
      <Dialog open title="Import">
        <DialogFormActions busy={false} busyLabel="Importing..." onSubmit={onSubmit}>
          Import
        </DialogFormActions>
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while busy shows the busy label and disables both buttons', () => {
    render(
      <Dialog open title="Edit Product">
        <DialogFormActions busy busyLabel="Saving...">
          Save Changes
        </DialogFormActions>
      </Dialog>,
    );
    const submit = screen.getByRole('button', { name: 'Saving...' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
