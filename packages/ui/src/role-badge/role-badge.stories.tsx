import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RoleBadge } from './role-badge';

const meta = {
  title: 'Display/RoleBadge',
  component: RoleBadge,
  args: { role: 'Reviewer' },
} satisfies Meta<typeof RoleBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reviewer: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Reviewer')).toBeVisible();
  },
};

export const Deactivated: Story = {
  args: { role: 'Support', deactivated: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Deactivated')).toBeVisible();
  },
};

export const EveryRole: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <RoleBadge role="Owner" />
      <RoleBadge role="Reviewer" />
      <RoleBadge role="Catalogue" />
      <RoleBadge role="Support" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(/./)).toHaveLength(4);
  },
};
