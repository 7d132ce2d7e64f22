import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';
import { showsText } from '../internal/stories';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { children: 'No custom categories created yet.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: showsText('No custom categories created yet.'),
};

export const WithTitleAndAction: Story = {
  args: {
    title: 'No Results Found',
    children: 'Try another search term or category.',
    action: <Button variant="secondary">Clear filters</Button>,
  },
};
