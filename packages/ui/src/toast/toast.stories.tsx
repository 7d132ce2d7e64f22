import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { ToastProvider, useToast } from './toast';

function Demo() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button onClick={() => toast.show('Category created.', { variant: 'success' })}>
        Show success
      </Button>
      <Button variant="secondary" onClick={() => toast.show('Import started.')}>
        Show info
      </Button>
      <Button
        variant="danger"
        onClick={() => toast.show('Failed to remove product: network error', { variant: 'error' })}
      >
        Show error
      </Button>
    </div>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  args: { duration: 60_000 },
  render: (args) => (
    <ToastProvider {...args}>
      <Demo />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowAndDismiss: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Category created.');

    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to remove product: network error',
    );

    for (const button of canvas.getAllByRole('button', { name: 'Dismiss' })) {
      await userEvent.click(button);
    }
    await waitFor(() => expect(canvas.queryByText('Category created.')).not.toBeInTheDocument());
    await expect(canvas.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  },
};

export const Stacked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await expect(canvas.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(3);
  },
};
