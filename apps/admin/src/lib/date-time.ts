// A moment as the team reads it on review screens: "15 Jan 2026, 3:30 pm" (en-IN).
const format = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(iso: string): string {
  return format.format(new Date(iso));
}
