import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RecoveryCodes } from './recovery-codes';
import { maxWidth } from '../internal/stories';

const meta = {
  title: 'Sign-in/RecoveryCodes',
  component: RecoveryCodes,
  args: {
    codes: [
      'abcde-23456',
      'fghij-34567',
      'klmno-45672',
      'pqrst-56723',
      'uvwxy-67234',
      'zabcd-72345',
      'efghi-23457',
      'jklmn-34562',
      'opqrs-45673',
      'tuvwx-56724',
    ],
  },
  decorators: [maxWidth(480)],
} satisfies Meta<typeof RecoveryCodes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Recovery codes' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(
      within(canvasElement).getByRole('button', { name: 'Download codes' }),
    ).toBeVisible();
  },
};
