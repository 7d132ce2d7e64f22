import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './text-field';
import { maxWidth } from '../internal/stories';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Category Name', name: 'name' },
  decorators: [maxWidth(360)],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Category Name');
    await userEvent.type(input, 'Fruits');
    await expect(input).toHaveValue('Fruits');
  },
};

export const WithHint: Story = {
  args: { label: 'Email', type: 'email', hint: 'We never share your e-mail.' },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Category Name');
    await expect(input).toBeRequired();
    const label = canvasElement.querySelector('label') as HTMLLabelElement;
    await expect(getComputedStyle(label, '::after').content).toContain('*');
  },
};

export const WithError: Story = {
  args: {
    label: 'Email',
    type: 'email',
    defaultValue: 'asha@',
    error: 'Enter a valid e-mail address.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid e-mail address.');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Vegetables' } };

export const WithPlaceholder: Story = {
  args: { label: 'Pincode', placeholder: 'e.g. 500001', inputMode: 'numeric' },
};
