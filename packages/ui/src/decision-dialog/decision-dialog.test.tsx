import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DecisionDialog } from './decision-dialog';

const base = {
  open: true,
  onOpenChange: vi.fn(),
  title: 'Suspend Balaji Kirana?',
  effect: 'The store stops appearing in the store finder.',
  reasons: [
    { value: 'licence_expired', label: 'Licence expired' },
    { value: 'other', label: 'Other' },
  ],
  confirmLabel: 'Suspend',
};

describe('DecisionDialog', () => {
  it('describes what will happen and sends the chosen reason with a trimmed note', async () => {
    const onConfirm = vi.fn();
    render(<DecisionDialog {...base} onConfirm={onConfirm} />);
    expect(screen.getByRole('dialog', { name: 'Suspend Balaji Kirana?' })).toBeInTheDocument();
    expect(screen.getByText('The store stops appearing in the store finder.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'licence_expired');
    await userEvent.type(screen.getByLabelText('Note (optional)'), '  Renewal pending  ');
    await userEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    expect(onConfirm).toHaveBeenCalledWith({ reason: 'licence_expired', note: 'Renewal pending' });
  });

  it('shows the server’s refusal and stays open while busy', async () => {
    const onOpenChange = vi.fn();
    render(
      <DecisionDialog
        {...base}
        onOpenChange={onOpenChange}
        onConfirm={vi.fn()}
        busy
        busyLabel="Suspending..."
        error="Only an approved store can be suspended."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Only an approved store can be suspended.');
    expect(screen.getByRole('button', { name: 'Suspending...' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('starts the note with what it is given, which the reviewer may change', async () => {
    const onConfirm = vi.fn();
    render(
      <DecisionDialog
        {...base}
        initialNote="FSSAI certificate: Too dark to read."
        onConfirm={onConfirm}
      />,
    );
    expect(screen.getByLabelText('Note (optional)')).toHaveValue(
      'FSSAI certificate: Too dark to read.',
    );
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'licence_expired');
    await userEvent.type(screen.getByLabelText('Note (optional)'), ' Please resend it.');
    await userEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    expect(onConfirm).toHaveBeenCalledWith({
      reason: 'licence_expired',
      note: 'FSSAI certificate: Too dark to read. Please resend it.',
    });
  });
});
