import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from './alert';
import { maxWidth } from '../internal/stories';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { children: 'Branch has been successfully approved.' },
  decorators: [maxWidth(520)],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  args: { variant: 'info', children: 'Stores within 2 km are shown as nearby.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('2 km');
  },
};

export const Success: Story = {
  args: { variant: 'success' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Branch has been successfully approved.',
    );
  },
};

export const ErrorAlert: Story = {
  args: { variant: 'error', children: 'Login failed. Please check your credentials.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Login failed.');
  },
};

export const WithTitle: Story = {
  args: {
    variant: 'success',
    title: 'Product Created Successfully!',
    children: 'Redirecting to affiliate dashboard...',
  },
};
