import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
import { clickTrigger, closedWithFocusOn } from '../internal/stories';

type DemoProps = Omit<ConfirmDialogProps, 'open' | 'onOpenChange'>;

/** Opens from a button and closes after a synchronous confirm, as an app would. */
function Demo(props: DemoProps) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      {...props}
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="danger">Remove category</Button>}
      onConfirm={() => {
        props.onConfirm();
        setOpen(false);
      }}
    />
  );
}

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: Demo,
  args: {
    title: 'Remove category',
    message: 'Are you sure you want to remove this category?',
    confirmLabel: 'Remove',
    cancelLabel: 'Cancel',
    onConfirm: fn(),
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConfirmCallsHandler: Story = {
  play: async ({ args, canvasElement }) => {
    const { trigger, page } = await clickTrigger(canvasElement, 'Remove category');
    const dialog = await page.findByRole('alertdialog', { name: 'Remove category' });
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to remove this category?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await closedWithFocusOn(trigger, 'alertdialog');
  },
};

export const CancelDoesNot: Story = {
  play: async ({ args, canvasElement }) => {
    const { trigger, page } = await clickTrigger(canvasElement, 'Remove category');
    const dialog = await page.findByRole('alertdialog');
    // Focus starts on the safe choice.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());

    await userEvent.click(trigger);
    await page.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());

    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

/** The dialog held open on a product's deactivation, as it stands while the app works on it. */
const deactivateOpen = {
  open: true,
  onOpenChange: () => {},
  title: 'Deactivate product',
  message: 'Are you sure you want to deactivate this product?',
  confirmLabel: 'Deactivate',
};

export const Busy: Story = {
  render: (args) => (
    <ConfirmDialog {...args} {...deactivateOpen} busy busyLabel="Deactivating..." />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Deactivating...' });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const WithError: Story = {
  render: (args) => (
    <ConfirmDialog
      {...args}
      {...deactivateOpen}
      error="Failed to deactivate product. Please try again."
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Failed to deactivate product. Please try again.',
    );
  },
};

export const PrimaryAction: Story = {
  render: (args) => (
    <ConfirmDialog
      {...args}
      open
      onOpenChange={() => {}}
      variant="primary"
      title="Approve branch"
      message="Approve this branch so it can take orders?"
      confirmLabel="Approve"
    />
  ),
};
