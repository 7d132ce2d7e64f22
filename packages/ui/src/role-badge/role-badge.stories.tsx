import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RoleBadge } from './role-badge';
import { showsText } from '../internal/stories';

const meta = {
  title: 'Display/RoleBadge',
  component: RoleBadge,
  args: { roleName: 'Reviewer' },
} satisfies Meta<typeof RoleBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reviewer: Story = {
  play: showsText('Reviewer'),
};

export const Deactivated: Story = {
  args: { roleName: 'Support', deactivated: true },
  play: showsText('Deactivated'),
};

export const EveryRole: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <RoleBadge roleName="Owner" />
      <RoleBadge roleName="Reviewer" />
      <RoleBadge roleName="Catalogue" />
      <RoleBadge roleName="Support" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(/./)).toHaveLength(4);
  },
};
