import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../card/card';
import { Grid } from './grid';

const categories = ['Fruits', 'Vegetables', 'Dairy', 'Bakery', 'Snacks', 'Beverages', 'Staples'];

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  args: { columns: [2, 3, 4, 5], as: 'ul', 'aria-label': 'Categories' },
  render: (args) => (
    <Grid {...args}>
      {categories.map((name) => (
        <Card as={args.as === 'div' ? 'div' : 'li'} key={name} padding="md">
          {name}
        </Card>
      ))}
    </Grid>
  ),
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Number of columns the browser actually lays out. */
function renderedColumns(element: HTMLElement): number {
  return getComputedStyle(element).gridTemplateColumns.trim().split(/\s+/).length;
}

export const Categories: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('list', { name: 'Categories' });
    const width = window.innerWidth;
    const expected = width >= 1024 ? 5 : width >= 768 ? 4 : width >= 640 ? 3 : 2;
    await expect(renderedColumns(grid)).toBe(expected);
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(categories.length);
  },
};

export const Products: Story = {
  args: { columns: [1, 2, 3, 4], 'aria-label': 'Products' },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('list', { name: 'Products' });
    const width = window.innerWidth;
    const expected = width >= 1024 ? 4 : width >= 768 ? 3 : width >= 640 ? 2 : 1;
    await expect(renderedColumns(grid)).toBe(expected);
  },
};

export const FixedThreeColumns: Story = {
  args: { columns: 3, as: 'div', gap: 'lg', 'aria-label': undefined },
  play: async ({ canvasElement }) => {
    await expect(renderedColumns(canvasElement.firstElementChild as HTMLElement)).toBe(3);
  },
};
