import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion } from './accordion';

const faqs = [
  {
    id: 'area',
    question: 'What if there is no store in my area?',
    answer: 'The app shows We are coming soon in your location.',
  },
  {
    id: 'damaged',
    question: 'What if items are damaged or wrong?',
    answer: 'Raise a complaint in the app and inform the store.',
  },
  {
    id: 'app',
    question: 'What if the app is not working?',
    answer: 'Update it, then contact support.',
  },
];

const meta = {
  title: 'Content/Accordion',
  component: Accordion,
  args: { items: faqs },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToggleAnswers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'What if there is no store in my area?' });
    const second = canvas.getByRole('button', { name: 'What if items are damaged or wrong?' });
    const firstAnswer = canvas.getByText('The app shows We are coming soon in your location.');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(firstAnswer).not.toBeVisible();

    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const region = canvas.getByRole('region', { name: 'What if there is no store in my area?' });
    await expect(first).toHaveAttribute('aria-controls', region.id);
    await expect(firstAnswer).toBeVisible();

    // Opening another keeps the first open: they toggle independently.
    await userEvent.click(second);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(firstAnswer).not.toBeVisible();
    await expect(second).toHaveAttribute('aria-expanded', 'true');

    // Keyboard: Enter toggles the focused question.
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
  },
};

export const FirstOpen: Story = { args: { defaultOpen: ['area'], headingLevel: 2 } };
