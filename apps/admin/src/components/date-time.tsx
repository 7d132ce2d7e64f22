// A moment as the admin reads it (India time), marked up as a <time> for machines and readers.
import { formatDateTime } from '../lib/date-time';

/** `value` (an ISO instant) as a <time> element worded by formatDateTime. */
export function DateTime({ value }: { value: string }) {
  return <time dateTime={value}>{formatDateTime(value)}</time>;
}
