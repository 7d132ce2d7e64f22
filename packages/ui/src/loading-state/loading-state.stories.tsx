import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingState } from './loading-state';
import { statusSays } from '../internal/stories';

const meta = {
  title: 'Feedback/LoadingState',
  component: LoadingState,
  args: { children: 'Loading categories...' },
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: statusSays('Loading categories...'),
};

export const Products: Story = { args: { children: 'Loading products...' } };
