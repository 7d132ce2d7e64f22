import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { FileField } from './file-field';
import { maxWidth } from '../internal/stories';

const meta = {
  title: 'Forms/FileField',
  component: FileField,
  args: {
    label: 'Government ID',
    hint: 'Aadhaar, PAN card, voter ID or passport.',
    choose: 'Choose file',
    noFile: 'No file chosen',
    name: 'government_id',
    accept: 'image/jpeg,image/png,application/pdf',
  },
  decorators: [maxWidth(480)],
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The field as a form uses it: the form keeps the chosen file and gives its name back. */
function Chosen(args: ComponentProps<typeof FileField>) {
  const [name, setName] = useState<string>();
  return (
    <FileField {...args} fileName={name} onChange={(e) => setName(e.target.files?.[0]?.name)} />
  );
}

export const ChooseAFile: Story = {
  render: (args) => <Chosen {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Government ID');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('No file chosen'));
    await userEvent.upload(input, new File(['id'], 'aadhaar.jpg', { type: 'image/jpeg' }));
    await expect(canvas.getByText('aadhaar.jpg')).toBeVisible();
  },
};

export const InTelugu: Story = {
  args: { label: 'ప్రభుత్వ గుర్తింపు', choose: 'ఫైల్ ఎంచుకోండి', noFile: 'ఫైల్ ఎంచుకోలేదు', hint: undefined },
};

export const WithError: Story = {
  args: { required: true, error: 'Choose a photo or PDF of your government ID.' },
};
