import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { children: 'No custom categories created yet.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No custom categories created yet.'),
    ).toBeVisible();
  },
};

export const WithTitleAndAction: Story = {
  args: {
    title: 'No Results Found',
    children: 'Try another search term or category.',
    action: <Button variant="secondary">Clear filters</Button>,
  },
};
