import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { OneTimeCodeInput, type OneTimeCodeInputProps } from './one-time-code-input';
import { maxWidth } from '../internal/stories';

function Controlled(props: Omit<OneTimeCodeInputProps, 'value' | 'onValueChange'>) {
  const [value, setValue] = useState('');
  return <OneTimeCodeInput {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'Sign-in/OneTimeCodeInput',
  component: Controlled,
  args: { label: 'Code from your app', name: 'code' },
  decorators: [maxWidth(360)],
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Code from your app');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(input, '123 456');
    await expect(input).toHaveValue('123456');
  },
};

export const WithError: Story = {
  args: { error: 'Enter the 6-digit code from your authenticator app.' },
};
