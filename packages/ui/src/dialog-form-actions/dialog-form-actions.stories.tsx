import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { TextField } from '../text-field/text-field';
import { DialogFormActions } from './dialog-form-actions';
import { clickTrigger, closedWithFocusOn } from '../internal/stories';

const meta = {
  title: 'Overlays/DialogFormActions',
  component: DialogFormActions,
  args: { busy: false, busyLabel: 'Saving...', children: 'Save Changes' },
  render: (args) => (
    <Dialog defaultOpen title="Edit Product" trigger={<Button>Edit Product</Button>}>
      <form onSubmit={(event) => event.preventDefault()}>
        <DialogFormActions {...args} />
      </form>
    </Dialog>
  ),
} satisfies Meta<typeof DialogFormActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** Saving takes a moment, then the dialog closes; Cancel closes it at once. */
function EditForm() {
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!saving) setOpen(next);
      }}
      title="Edit Product"
      trigger={<Button>Edit Product</Button>}
    >
      <form
        style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
        onSubmit={(event) => {
          event.preventDefault();
          setSaving(true);
          setTimeout(() => {
            setSaving(false);
            setOpen(false);
          }, 300);
        }}
      >
        <TextField label="Name" name="name" defaultValue="Basmati Rice" />
        <DialogFormActions busy={saving} busyLabel="Saving...">
          Save Changes
        </DialogFormActions>
      </form>
    </Dialog>
  );
}

export const SubmitAndCancel: Story = {
  render: () => <EditForm />,
  play: async ({ canvasElement }) => {
    const { trigger, page } = await clickTrigger(canvasElement, 'Edit Product');
    await userEvent.click(await page.findByRole('button', { name: 'Save Changes' }));
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await closedWithFocusOn(trigger);

    await userEvent.click(trigger);
    await userEvent.click(await page.findByRole('button', { name: 'Cancel' }));
    await closedWithFocusOn(trigger);
  },
};
