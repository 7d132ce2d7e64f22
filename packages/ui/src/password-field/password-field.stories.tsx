import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './password-field';
import { fieldDescribedAs, maxWidth } from '../internal/stories';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password' },
  decorators: [maxWidth(360)],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ToggleVisibility: Story = {
  args: { defaultValue: 'kirana-secret' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');

    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('kirana-secret');

    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Required: Story = { args: { required: true } };

export const WithError: Story = {
  args: { required: true, error: 'Password is required.' },
  play: fieldDescribedAs('Password', 'Password is required.'),
};

export const NewPassword: Story = {
  args: { label: 'New password', autoComplete: 'new-password', hint: 'At least 8 characters.' },
};
