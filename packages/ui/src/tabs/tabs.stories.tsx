import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { defaultValue: 'default' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Category type">
        <TabsTrigger value="default">Default Categories</TabsTrigger>
        <TabsTrigger value="custom">Custom Categories</TabsTrigger>
      </TabsList>
      <TabsContent value="default">
        <p>Fruits, Vegetables and Dairy, imported from the default catalogue.</p>
      </TabsContent>
      <TabsContent value="custom">
        <p>No custom categories created yet.</p>
      </TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('tab', { name: 'Default Categories' });
    const second = canvas.getByRole('tab', { name: 'Custom Categories' });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Fruits');

    await userEvent.click(first);
    await userEvent.keyboard('{ArrowRight}');
    await expect(second).toHaveFocus();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    const panel = canvas.getByRole('tabpanel', { name: 'Custom Categories' });
    await expect(panel).toHaveTextContent('No custom categories created yet.');

    await userEvent.keyboard('{ArrowLeft}');
    await expect(first).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Default Categories' })).toBeVisible();
  },
};

export const SecondTabSelected: Story = { args: { defaultValue: 'custom' } };
