import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from './text-area';
import { fieldDescribedAs, maxWidth } from '../internal/stories';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Message', name: 'message' },
  decorators: [maxWidth(480)],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await expect(box).toHaveAttribute('rows', '5');
    await userEvent.type(box, 'Hello{enter}there');
    await expect(box).toHaveValue('Hello\nthere');
  },
};

export const WithHint: Story = {
  args: { label: 'Description', hint: 'Shown to customers under the product name.' },
};

export const Required: Story = { args: { required: true } };

export const WithError: Story = {
  args: { required: true, error: 'Please enter a message.' },
  play: fieldDescribedAs('Message', 'Please enter a message.'),
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Read only text' } };
