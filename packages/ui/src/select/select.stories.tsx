import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from './select';
import { fieldDescribedAs, maxWidth } from '../internal/stories';

const subjects = ['Customer Support', 'Store Partnership', 'Feedback', 'Other'].map((s) => ({
  value: s,
  label: s,
}));

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Subject', name: 'subject', options: subjects },
  decorators: [maxWidth(360)],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Subject' });
    await userEvent.selectOptions(select, 'Feedback');
    await expect(select).toHaveValue('Feedback');
  },
};

export const WithPlaceholder: Story = {
  args: { placeholder: 'Select a subject', defaultValue: '', required: true },
};

export const WithHint: Story = {
  args: {
    label: 'Unit',
    hint: 'Loose items are sold by kg or L.',
    options: [
      { value: 'kg', label: 'kg' },
      { value: 'L', label: 'L' },
    ],
  },
};

export const WithError: Story = {
  args: { placeholder: 'Select a subject', defaultValue: '', error: 'Please choose a subject.' },
  play: fieldDescribedAs('Subject', 'Please choose a subject.'),
};

export const Disabled: Story = { args: { disabled: true } };
