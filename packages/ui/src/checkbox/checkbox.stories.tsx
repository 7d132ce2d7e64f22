import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me for 30 days', name: 'rememberMe' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Remember me for 30 days' });
    await expect(box).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByText('Remember me for 30 days'));
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Checked: Story = { args: { label: 'Active Product', defaultChecked: true } };

export const WithHint: Story = {
  args: { label: 'Is this a packet?', hint: 'Packets can be sold in g, ml or pieces too.' },
};

export const WithError: Story = {
  args: { label: 'I accept the terms', error: 'Please accept the terms to continue.' },
};

export const Disabled: Story = { args: { disabled: true } };

export const Indeterminate: Story = {
  args: { label: 'Select all', indeterminate: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Select all' });
    await expect(box).toBePartiallyChecked();
  },
};
