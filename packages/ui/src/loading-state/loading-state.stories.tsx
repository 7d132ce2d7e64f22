import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingState } from './loading-state';

const meta = {
  title: 'Feedback/LoadingState',
  component: LoadingState,
  args: { children: 'Loading categories...' },
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading categories...',
    );
  },
};

export const Products: Story = { args: { children: 'Loading products...' } };
