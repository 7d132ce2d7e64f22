// The audit log's entries as packages/ui's history timeline, for the activity screen and the
// dashboard's recent activity.
import { Link } from 'react-router';
import { HistoryTimeline } from '@kirana/ui/history-timeline';
import type { components } from '@kirana/api-client/types';
import { activityLink } from '../config/paths';
import { formatDateTime } from '../lib/date-time';
import { whoDid } from '../lib/messages';

type ActivityEntry = components['schemas']['ActivityEntry'];

/** Audit entries as a history, each naming its entity and linking to it where it has a screen. */
export function ActivityTimeline({
  entries,
  empty,
}: {
  entries: readonly ActivityEntry[];
  empty: string;
}) {
  return (
    <HistoryTimeline
      formatDateTime={formatDateTime}
      empty={empty}
      entries={entries.map((entry) => {
        const href = activityLink(entry);
        const name = entry.entityName ?? 'an item';
        return {
          id: entry._id,
          at: entry.at,
          summary: entry.summary,
          who: whoDid(entry),
          note: entry.note,
          subject: href ? <Link to={href}>{name}</Link> : name,
        };
      })}
    />
  );
}
