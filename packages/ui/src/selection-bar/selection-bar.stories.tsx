import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { SelectionBar } from './selection-bar';

const meta = {
  title: 'Lists/SelectionBar',
  component: SelectionBar,
  args: {
    children: '3 products selected',
    onClear: fn(),
    actions: <Button variant="danger">Remove selected</Button>,
  },
} satisfies Meta<typeof SelectionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('3 products selected');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
    await expect(args.onClear).toHaveBeenCalled();
  },
};

export const SeveralActions: Story = {
  args: {
    children: '12 products selected',
    actions: (
      <>
        <Button variant="secondary">Export selected</Button>
        <Button variant="danger">Delete selected</Button>
      </>
    ),
  },
};
