import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price } from './price';
import { showsText } from '../internal/stories';

const meta = {
  title: 'Commerce/Price',
  component: Price,
  args: { price: 45, quantity: 1, unit: 'kg' },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PerQuantity: Story = {
  play: showsText('₹45.00 / 1 kg'),
};

export const Packet: Story = { args: { price: 30.5, quantity: 500, unit: 'g' } };

export const LargeAmount: Story = {
  args: { price: 125000, quantity: 12, unit: 'pc' },
  play: showsText('₹1,25,000.00 / 12 pc'),
};

export const AmountOnly: Story = { args: { price: 99, quantity: undefined, unit: undefined } };
