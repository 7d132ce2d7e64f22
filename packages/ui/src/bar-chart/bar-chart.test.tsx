// The chart as people meet it: a named, described picture, bars to scale, the numbers behind a
// disclosure.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BarChart, type BarChartProps } from './bar-chart';
import { funnelChart } from './bar-chart.fixtures';

const props: BarChartProps = {
  ...funnelChart,
  summary: 'Last 2 weeks: 7 started, 3 submitted, 1 approved.',
  groups: [
    { label: '17 Nov', fullLabel: 'Week of 17 Nov', values: { started: 5, submitted: 2 } },
    {
      label: '24 Nov',
      fullLabel: 'Week of 24 Nov',
      values: { started: 2, submitted: 1, approved: 1 },
    },
  ],
};

describe('BarChart', () => {
  it('is a picture named by its title and described by its summary, with a legend', () => {
    render(<BarChart {...props} />);
    const picture = screen.getByRole('img', { name: 'Store registrations per week' });
    expect(picture).toHaveAccessibleDescription(props.summary);
    expect(screen.getByText(props.summary)).toBeVisible();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Started',
      'Submitted',
      'Approved',
    ]);
  });

  it('draws one bar per series and group, as tall as its value on a round scale', () => {
    const { container } = render(<BarChart {...props} />);
    const bars = [...container.querySelectorAll('rect')];
    expect(bars.map((bar) => bar.querySelector('title')?.textContent)).toEqual([
      'Week of 17 Nov: 5 started',
      'Week of 17 Nov: 2 submitted',
      'Week of 17 Nov: 0 approved',
      'Week of 24 Nov: 2 started',
      'Week of 24 Nov: 1 submitted',
      'Week of 24 Nov: 1 approved',
    ]);
    const heights = bars.map((bar) => Number(bar.getAttribute('height')));
    // The scale tops at 6 (steps of 2): 5 is five sixths of the tallest possible bar.
    expect((heights[0] ?? 0) / (heights[3] ?? 1)).toBeCloseTo(5 / 2);
    expect(heights[2]).toBe(0);
    expect([...container.querySelectorAll('text')].map((t) => t.textContent)).toEqual([
      '0',
      '2',
      '4',
      '6',
      '17 Nov',
      '24 Nov',
    ]);
  });

  it('has the numbers as a table behind a disclosure', async () => {
    render(<BarChart {...props} />);
    const table = screen.getByRole('table', { hidden: true });
    expect(table).not.toBeVisible();
    await userEvent.click(screen.getByText('Show the numbers'));
    expect(table).toBeVisible();
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'WeekStartedSubmittedApproved',
      'Week of 17 Nov520',
      'Week of 24 Nov211',
    ]);
  });

  it.each([
    [0, ['0', '1', '2', '3', '4']],
    [3, ['0', '1', '2', '3', '4']],
    [17, ['0', '5', '10', '15', '20']],
    [230, ['0', '100', '200', '300']],
  ])('rounds its scale up to 1, 2 or 5 times a power of ten (tallest %i)', (tallest, ticks) => {
    const { container } = render(
      <BarChart {...props} groups={[{ label: 'Now', values: { started: tallest } }]} />,
    );
    const labels = [...container.querySelectorAll('text')].map((t) => t.textContent);
    expect(labels).toEqual([...ticks, 'Now']);
  });

  it('draws at the width of its box, wrapping a week label a word a line when its group is narrow (issue 39)', () => {
    // A box 200 px wide, as a phone lays it out: a ResizeObserver that reports it once observed.
    const width = 200;
    const original = {
      observer: globalThis.ResizeObserver,
      rect: HTMLElement.prototype.getBoundingClientRect,
    };
    globalThis.ResizeObserver = class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe() {
        this.report([], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    HTMLElement.prototype.getBoundingClientRect = () => DOMRect.fromRect({ width, height: 200 });
    try {
      const groups = ['6 Oct', '13 Oct', '20 Oct', '27 Oct'].map((label) => ({
        label,
        values: { started: 1 },
      }));
      const { container } = render(<BarChart {...props} groups={groups} />);
      const svg = container.querySelector('svg');
      // Drawn in CSS pixels, not scaled: 12 px text stays 12 px.
      expect(svg?.getAttribute('viewBox')).toMatch(new RegExp(`^0 0 ${width} `));
      expect(svg?.getAttribute('width')).toBe(String(width));
      // (200 - 34) / 4 = 41.5 px a week: "6 Oct" (about 35 px) fits, "13 Oct" (42) wraps.
      const weeks = [...container.querySelectorAll('text')].slice(-4);
      expect(weeks.map((t) => [...t.querySelectorAll('tspan')].map((l) => l.textContent))).toEqual([
        ['6 Oct'],
        ['13', 'Oct'],
        ['20', 'Oct'],
        ['27', 'Oct'],
      ]);
    } finally {
      globalThis.ResizeObserver = original.observer;
      HTMLElement.prototype.getBoundingClientRect = original.rect;
    }
  });
});
