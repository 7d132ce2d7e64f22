import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FieldError } from './field-error';

const meta = {
  title: 'Forms/FieldError',
  component: FieldError,
  args: { children: 'Please enter a Branch ID.' },
} satisfies Meta<typeof FieldError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LinkedToField: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 4, maxWidth: 320 }}>
      <label htmlFor="branch-id">Branch ID</label>
      <input id="branch-id" aria-invalid="true" aria-describedby="branch-id-error" />
      <FieldError {...args} id="branch-id-error" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Branch ID')).toHaveAccessibleDescription(
      'Please enter a Branch ID.',
    );
  },
};
