// The onboarding funnel's chart with eight weeks of numbers, and with none.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BarChart } from './bar-chart';
import { funnelChart } from './bar-chart.fixtures';
import { maxWidth } from '../internal/stories';

const weeks = [
  ['6 Oct', 2, 1, 0],
  ['13 Oct', 3, 2, 1],
  ['20 Oct', 1, 1, 2],
  ['27 Oct', 4, 3, 1],
  ['3 Nov', 2, 2, 2],
  ['10 Nov', 5, 3, 1],
  ['17 Nov', 3, 2, 3],
  ['24 Nov', 1, 0, 0],
] as const;

const meta = {
  title: 'Data/BarChart',
  component: BarChart,
  args: {
    ...funnelChart,
    summary: 'Last 8 weeks: 21 started, 14 submitted, 10 approved.',
    groups: weeks.map(([label, started, submitted, approved]) => ({
      label,
      fullLabel: `Week of ${label} 2026`,
      values: { started, submitted, approved },
    })),
  },
  decorators: [maxWidth(560)],
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Funnel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = canvas.getByRole('img', { name: 'Store registrations per week' });
    await expect(picture).toHaveAccessibleDescription(
      'Last 8 weeks: 21 started, 14 submitted, 10 approved.',
    );
    // The numbers, for anyone who cannot see the bars.
    await userEvent.click(canvas.getByText('Show the numbers'));
    const table = canvas.getByRole('table', { name: 'Store registrations per week' });
    await expect(
      within(table).getByRole('rowheader', { name: 'Week of 27 Oct 2026' }),
    ).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(9);
  },
};

export const Empty: Story = {
  args: {
    summary: 'No registrations in the last 8 weeks.',
    groups: weeks.map(([label]) => ({ label, values: {} })),
  },
};
