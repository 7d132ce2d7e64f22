import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './badge';
import { showsText } from '../internal/stories';

const meta = {
  title: 'Display/Badge',
  component: Badge,
  args: { children: 'Pending', tone: 'warning' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Warning: Story = {
  play: showsText('Pending'),
};

export const EveryTone: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge tone="success">Approved</Badge>
      <Badge tone="warning">Pending</Badge>
      <Badge tone="danger">Overdue</Badge>
      <Badge tone="info">New</Badge>
      <Badge tone="neutral">Suspended</Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(/./)).toHaveLength(5);
  },
};
