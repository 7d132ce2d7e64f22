// A moment as the team reads it on every screen: "15 Jan 2026, 3:30 pm" (en-IN). The one date
// and time format of the admin; packages/ui's timelines and lists are given it.
const format = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(iso: string): string {
  return format.format(new Date(iso));
}
