import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { Dialog, DialogActions, DialogClose } from './dialog';
import { clickTrigger, closedWithFocusOn } from '../internal/stories';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: { title: 'Create Custom Category' },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

function CategoryForm() {
  return (
    <form
      style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
      onSubmit={(e) => e.preventDefault()}
    >
      <TextField label="Category Name" name="name" required />
      <DialogActions>
        <DialogClose>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit">Create</Button>
      </DialogActions>
    </form>
  );
}

export const OpenCloseAndFocus: Story = {
  render: (args) => (
    <Dialog {...args} trigger={<Button>Create Custom Category</Button>}>
      <CategoryForm />
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const { trigger, page } = await clickTrigger(canvasElement, 'Create Custom Category');
    const dialog = await page.findByRole('dialog', { name: 'Create Custom Category' });
    // Focus starts on the first field.
    await waitFor(() => expect(within(dialog).getByLabelText('Category Name')).toHaveFocus());

    // Tab stays inside the dialog.
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await userEvent.keyboard('{Escape}');
    await closedWithFocusOn(trigger);

    // The Cancel button closes it too.
    await userEvent.click(trigger);
    await userEvent.click(await page.findByRole('button', { name: 'Cancel' }));
    await closedWithFocusOn(trigger);
  },
};

export const Open: Story = {
  args: { defaultOpen: true, description: 'Give the category a name your customers know.' },
  render: (args) => (
    <Dialog {...args} trigger={<Button>Create Custom Category</Button>}>
      <CategoryForm />
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveAccessibleName('Create Custom Category');
    await expect(dialog).toHaveAccessibleDescription(
      'Give the category a name your customers know.',
    );
  },
};

function Controlled() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Edit product
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Edit Product" size="lg">
        <p style={{ margin: 0 }}>A wide dialog for longer forms.</p>
        <DialogActions>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button onClick={() => setOpen(false)}>Save Changes</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

export const ControlledLarge: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const { trigger, page } = await clickTrigger(canvasElement, 'Edit product');
    await userEvent.click(await page.findByRole('button', { name: 'Save Changes' }));
    await closedWithFocusOn(trigger);
  },
};
