// The audit log's entries as packages/ui's history timeline, for the activity screen and the
// dashboard's recent activity, and who opened an entity's documents on its screen.
import { Link } from 'react-router';
import { HistoryTimeline } from '@kirana/ui/history-timeline';
import type { components } from '@kirana/api-client/types';
import { activityLink } from '../config/paths';
import { formatDateTime } from '../lib/date-time';
import { useCan } from '../lib/permissions';
import { whoDid } from '../lib/messages';

type ActivityEntry = components['schemas']['ActivityEntry'];

/** Audit entries as a history, each naming its entity and linking to its screen if the role may open it. */
export function ActivityTimeline({
  entries,
  empty,
  withSubject = true,
}: {
  entries: readonly ActivityEntry[];
  empty: string;
  /** Name each entry's entity (off on an entity's own screen, where every entry is about it). */
  withSubject?: boolean;
}) {
  const may = useCan();
  return (
    <HistoryTimeline
      formatDateTime={formatDateTime}
      empty={empty}
      entries={entries.map((entry) => {
        const href = activityLink(entry, may);
        // An invite is named by its e-mail, which a role without e-mails does not get.
        const name =
          entry.entityName ?? (entry.entity === 'admin-invite' ? 'an invite' : 'an item');
        return {
          id: entry._id,
          at: entry.at,
          summary: entry.summary,
          who: whoDid(entry),
          note: entry.note,
          subject: !withSubject ? undefined : href ? <Link to={href}>{name}</Link> : name,
        };
      })}
    />
  );
}
