import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadMore } from './load-more';

const meta = {
  title: 'Lists/LoadMore',
  component: LoadMore,
  args: { onLoad: fn(), loading: false },
} satisfies Meta<typeof LoadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Load more' }));
    await expect(args.onLoad).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { loading: true } };
