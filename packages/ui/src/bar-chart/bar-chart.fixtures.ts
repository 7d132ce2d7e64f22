// The onboarding funnel the stories and the tests draw: its title and its three series.
import type { BarChartProps } from './bar-chart';

export const funnelChart = {
  title: 'Store registrations per week',
  groupHeading: 'Week',
  series: [
    { key: 'started', label: 'Started' },
    { key: 'submitted', label: 'Submitted' },
    { key: 'approved', label: 'Approved' },
  ],
} satisfies Partial<BarChartProps>;
