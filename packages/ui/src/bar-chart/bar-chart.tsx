// A small grouped bar chart in plain SVG (the admin's onboarding funnel): a picture with an
// accessible name, a one-line summary it is described by, and the numbers as a table in a
// <details> for anyone who cannot see the bars. No chart library: the picture is a few rects.
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { cx } from '../internal/cx';
import { visuallyHiddenClassName } from '../visually-hidden/visually-hidden';
import styles from './bar-chart.module.css';

export interface BarSeries {
  key: string;
  /** Its name in the legend and the table: "Started". */
  label: string;
}

export interface BarGroup {
  /** Under its bars: "12 Jan". */
  label: string;
  /** In the table, when it should say more: "Week of 12 Jan 2026". */
  fullLabel?: string;
  /** Each series' value (a count, 0 or more); a missing one is 0. */
  values: Readonly<Record<string, number>>;
}

export interface BarChartProps {
  /** What the chart shows: its accessible name and visible caption. */
  title: string;
  /** The gist in one sentence, shown under the chart; the chart is described by it. */
  summary: string;
  /** At most three series, drawn in this order within each group. */
  series: readonly BarSeries[];
  groups: readonly BarGroup[];
  /** The table's first column heading: "Week". */
  groupHeading: string;
  /** The <details> summary that opens the table. */
  tableLabel?: string;
  className?: string;
}

/**
 * The drawing is as wide as its box, in CSS pixels (measured; 420 before the first measure and
 * where nothing lays out), so its 12 px labels stay 12 px on a phone instead of shrinking with a
 * scaled picture (issue 39). The plot is PLOT_HEIGHT tall whatever the width.
 */
const DEFAULT_WIDTH = 420;
const PLOT_HEIGHT = 186;
const LEFT = 30;
const RIGHT = 4;
const TOP = 10;
/** A label's line: 12 px text (the tick and label size in the stylesheet) and its leading. */
const LINE = 15;
/** About the widest a 12 px character of a label is, to know when a label must wrap. */
const CHARACTER = 7;
/** The white between two bars of a group, so each bar is seen on its own. */
const BAR_GAP = 2;

/** The element's width in CSS pixels, kept current as it changes. */
function useWidth<T extends Element>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** A group's label as lines: whole when it fits its group, else a word a line ("17", "Nov"). */
function labelLines(label: string, room: number): string[] {
  return label.length * CHARACTER <= room ? [label] : label.split(' ');
}

/** A round top for the scale, and its step: 0-4 by ones, then 1, 2 or 5 times a power of 10. */
function scaleOf(max: number): { top: number; step: number } {
  if (max <= 4) return { top: 4, step: 1 };
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? rough;
  return { top: Math.ceil(max / step) * step, step };
}

const SERIES_CLASSES = [styles.series1, styles.series2, styles.series3];

/** Grouped bars (one group per period, one bar per series) with a legend and the numbers. */
export function BarChart({
  title,
  summary,
  series,
  groups,
  groupHeading,
  tableLabel = 'Show the numbers',
  className,
}: BarChartProps) {
  const titleId = useId();
  const summaryId = useId();
  const [box, width] = useWidth<HTMLDivElement>();
  const value = (group: BarGroup, key: string) => Math.max(0, group.values[key] ?? 0);
  const max = Math.max(0, ...groups.flatMap((group) => series.map((s) => value(group, s.key))));
  const { top, step } = scaleOf(max);
  const ticks = Array.from({ length: top / step + 1 }, (_, i) => i * step);
  const y = (n: number) => TOP + PLOT_HEIGHT - (n / top) * PLOT_HEIGHT;
  const groupWidth = (width - LEFT - RIGHT) / Math.max(1, groups.length);
  const barWidth = (groupWidth * 0.76) / Math.max(1, series.length);
  const groupPad = (groupWidth - barWidth * series.length) / 2;
  const labels = groups.map((group) => labelLines(group.label, groupWidth - 4));
  const height = TOP + PLOT_HEIGHT + 6 + LINE * Math.max(1, ...labels.map((l) => l.length));

  return (
    <figure className={cx(styles.chart, className)}>
      <figcaption id={titleId} className={styles.title}>
        {title}
      </figcaption>
      <ul className={styles.legend}>
        {series.map((s, i) => (
          <li key={s.key}>
            <span className={cx(styles.swatch, SERIES_CLASSES[i])} aria-hidden="true" />
            {s.label}
          </li>
        ))}
      </ul>
      <div ref={box} className={styles.box}>
        <svg
          role="img"
          aria-labelledby={titleId}
          aria-describedby={summaryId}
          viewBox={`0 0 ${width} ${height}`}
          width={width}
          height={height}
          className={styles.svg}
          focusable="false"
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                className={tick === 0 ? styles.axis : styles.grid}
                x1={LEFT}
                x2={width - RIGHT}
                y1={y(tick)}
                y2={y(tick)}
              />
              <text className={styles.tick} x={LEFT - 6} y={y(tick)} dy="0.32em" textAnchor="end">
                {tick}
              </text>
            </g>
          ))}
          {groups.map((group, g) => {
            const x0 = LEFT + g * groupWidth;
            return (
              <g key={`${group.label}-${g}`}>
                {series.map((s, i) => {
                  const n = value(group, s.key);
                  return (
                    <rect
                      key={s.key}
                      className={SERIES_CLASSES[i]}
                      x={x0 + groupPad + i * barWidth + BAR_GAP / 2}
                      y={y(n)}
                      width={Math.max(1, barWidth - BAR_GAP)}
                      height={TOP + PLOT_HEIGHT - y(n)}
                    >
                      <title>{`${group.fullLabel ?? group.label}: ${n} ${s.label.toLowerCase()}`}</title>
                    </rect>
                  );
                })}
                <text
                  className={styles.label}
                  x={x0 + groupWidth / 2}
                  y={TOP + PLOT_HEIGHT + LINE}
                  textAnchor="middle"
                >
                  {labels[g]?.map((line, l) => (
                    <tspan key={l} x={x0 + groupWidth / 2} dy={l === 0 ? 0 : LINE}>
                      {line}
                    </tspan>
                  ))}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <p id={summaryId} className={styles.summary}>
        {summary}
      </p>
      <details className={styles.details}>
        <summary>{tableLabel}</summary>
        <table className={styles.table}>
          <caption className={visuallyHiddenClassName}>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{groupHeading}</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {groups.map((group, g) => (
              <tr key={`${group.label}-${g}`}>
                <th scope="row">{group.fullLabel ?? group.label}</th>
                {series.map((s) => (
                  <td key={s.key}>{value(group, s.key)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
