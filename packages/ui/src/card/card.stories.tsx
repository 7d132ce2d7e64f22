import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './card';
import { maxWidth } from '../internal/stories';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: {
    children: (
      <>
        <h3 style={{ margin: 0 }}>Quick Stats</h3>
        <p style={{ margin: 0 }}>Delivered orders, active customers and active branches.</p>
      </>
    ),
  },
  decorators: [maxWidth(360)],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Article: Story = { args: { as: 'article', padding: 'lg' } };

export const Interactive: Story = {
  args: {
    interactive: true,
    children: (
      <a href="#fruits" style={{ color: 'inherit', fontWeight: 600 }}>
        Fruits
      </a>
    ),
  },
};

export const NoPadding: Story = {
  args: {
    padding: 'none',
    children: (
      <>
        <div style={{ height: 120, background: 'var(--color-primary-subtle)' }} />
        <div style={{ padding: 16 }}>Image on top, text below</div>
      </>
    ),
  },
};
