// A chart week's labels: its Monday (YYYY-MM-DD, India's calendar) as "17 Nov" under the bar, and
// "Week of 17 Nov 2026" for a reader of the whole chart.

const shortDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const longDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

export function weekLabels(weekStart: string): { label: string; fullLabel: string } {
  const monday = new Date(`${weekStart}T00:00:00Z`);
  return { label: shortDate.format(monday), fullLabel: `Week of ${longDate.format(monday)}` };
}
