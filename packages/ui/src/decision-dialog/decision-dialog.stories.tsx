import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { DecisionDialog, type DecisionDialogProps } from './decision-dialog';
import { clickTrigger } from '../internal/stories';

type DemoProps = Omit<DecisionDialogProps, 'open' | 'onOpenChange'>;

function Demo(props: DemoProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={props.variant ?? 'primary'} onClick={() => setOpen(true)}>
        {props.confirmLabel}
      </Button>
      <DecisionDialog
        {...props}
        open={open}
        onOpenChange={setOpen}
        onConfirm={(value) => {
          props.onConfirm(value);
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/DecisionDialog',
  component: Demo,
  args: {
    title: 'Reject Balaji Kirana?',
    effect: 'The store is rejected and the owner is told the reason.',
    reasons: [
      { value: 'unclear_document', label: 'Unclear document' },
      { value: 'other', label: 'Other' },
    ],
    confirmLabel: 'Reject',
    variant: 'danger',
    onConfirm: fn(),
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RejectNeedsAReason: Story = {
  play: async ({ args, canvasElement }) => {
    const { page } = await clickTrigger(canvasElement, 'Reject');
    const dialog = await page.findByRole('dialog', { name: 'Reject Balaji Kirana?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(within(dialog).getByText('Please choose a reason.')).toBeVisible());
    await userEvent.selectOptions(within(dialog).getByLabelText('Reason'), 'other');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(within(dialog).getByText('Please add a note that explains the reason.')).toBeVisible(),
    );
    await userEvent.type(within(dialog).getByLabelText('Note'), 'Same owner, same street');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({
      reason: 'other',
      note: 'Same owner, same street',
    });
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const ApproveWithAWarning: Story = {
  args: {
    title: 'Approve Balaji Kirana?',
    effect: 'The store becomes approved and appears in the store finder.',
    warning: 'Not yet verified: FSSAI certificate.',
    reasons: undefined,
    confirmLabel: 'Approve anyway',
    variant: 'primary',
  },
  play: async ({ args, canvasElement }) => {
    const { page } = await clickTrigger(canvasElement, 'Approve anyway');
    const dialog = await page.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByText('Not yet verified: FSSAI certificate.')).toBeVisible(),
    );
    await expect(within(dialog).queryByLabelText('Reason')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve anyway' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({});
  },
};

export const RejectWithTheUnclearNotes: Story = {
  args: { initialNote: 'FSSAI certificate: Too dark to read the number.' },
  play: async ({ args, canvasElement }) => {
    const { page } = await clickTrigger(canvasElement, 'Reject');
    const dialog = await page.findByRole('dialog', { name: 'Reject Balaji Kirana?' });
    await expect(within(dialog).getByLabelText('Note (optional)')).toHaveValue(
      'FSSAI certificate: Too dark to read the number.',
    );
    await userEvent.selectOptions(within(dialog).getByLabelText('Reason'), 'unclear_document');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({
      reason: 'unclear_document',
      note: 'FSSAI certificate: Too dark to read the number.',
    });
  },
};
