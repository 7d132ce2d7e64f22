import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldError } from './field-error';
import { fieldDescribedAs } from '../internal/stories';

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
  play: fieldDescribedAs('Branch ID', 'Please enter a Branch ID.'),
};
