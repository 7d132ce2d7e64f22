import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar } from './avatar';

const photo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#d3eddc"/><circle cx="32" cy="25" r="12" fill="#1f7a4d"/><rect x="12" y="42" width="40" height="22" rx="11" fill="#1f7a4d"/></svg>`,
  );

const meta = {
  title: 'Media/Avatar',
  component: Avatar,
  args: { name: 'Priya Sharma' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  args: { src: photo },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Priya Sharma' });
    await expect(image.tagName).toBe('IMG');
  },
};

export const BrokenImageShowsInitial: Story = {
  args: { src: 'data:image/png;base64,bm90LWFuLWltYWdl' },
  play: async ({ canvasElement }) => {
    const fallback = await within(canvasElement).findByText('P');
    await expect(fallback).toHaveAttribute('role', 'img');
    await expect(fallback).toHaveAccessibleName('Priya Sharma');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const NoImage: Story = {
  args: { name: 'ravi kumar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'ravi kumar' })).toHaveTextContent(
      'R',
    );
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" src={photo} />
      <Avatar {...args} size="xl" />
    </div>
  ),
};
