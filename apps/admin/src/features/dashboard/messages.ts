// Dashboard copy, word for word from admin-area.md.

export const STATS_LOAD_FAILED = 'Could not load stats.';

/** A median first response in minutes: "45 min", "5.5 h", "2.5 days". */
export function durationWords(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = minutes / 60;
  if (hours < 48) return `${Math.round(hours * 10) / 10} h`;
  return `${Math.round((hours / 24) * 10) / 10} days`;
}
