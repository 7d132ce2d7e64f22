// The demo stores' opening hours: most open through the day, some with a break for lunch, late
// stores open past midnight, one that has said no hours yet, and one temporarily closed for a
// family function, so the store finder shows every state.
import {
  NO_HOURS,
  WEEKDAYS,
  type Closure,
  type Span,
  type WeekHours,
} from '@kirana/domain/store-hours';
import { STORES } from './stores.js';

const every = (spans: Span[], sunday: Span[] = spans): WeekHours =>
  Object.fromEntries(
    WEEKDAYS.map((day) => [day, day === 'sun' ? sunday : spans]),
  ) as unknown as WeekHours;

const PATTERNS: (WeekHours | null)[] = [
  every([{ opens: '07:00', closes: '22:00' }]),
  every(
    [
      { opens: '07:00', closes: '13:30' },
      { opens: '16:30', closes: '22:00' },
    ],
    [{ opens: '08:00', closes: '13:00' }],
  ),
  // A late store: open into the night, closing after midnight.
  every([{ opens: '17:00', closes: '02:00' }]),
  every([{ opens: '06:30', closes: '23:30' }]),
  null,
];

/** The n-th demo store's hours (null: not said yet) and closure. */
export function seedHours(
  n: number,
  now: number,
): { hours: WeekHours | null; closure: Closure | null } {
  // The stores added across the city for the finder (issue 39) have all said their hours.
  const patterns = STORES[n]?.location ? PATTERNS.filter(Boolean) : PATTERNS;
  const hours = patterns[n % patterns.length] ?? NO_HOURS;
  // The seventh store is away for two days.
  const closure =
    n === 6
      ? {
          until: new Date(now + 2 * 24 * 60 * 60 * 1000).toISOString(),
          note: 'Closed for a family function.',
        }
      : null;
  return { hours, closure };
}
