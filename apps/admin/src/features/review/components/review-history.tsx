// A reviewed item's history from the audit log: each decision and mark, by whom (an admin, or the
// store's owner for what they did on the site), when, with its note.
import { HistoryTimeline } from '@kirana/ui/history-timeline';
import { formatDateTime } from '../../../lib/date-time';
import { whoDid } from '../../../lib/messages';
import type { ReviewDetail } from '../types';

export function ReviewHistory({ history }: { history: ReviewDetail['history'] }) {
  return (
    <HistoryTimeline
      formatDateTime={formatDateTime}
      entries={history.map((entry) => ({
        id: entry._id,
        at: entry.at,
        summary: entry.summary,
        who: whoDid(entry),
        note: entry.note,
      }))}
      empty="No decisions yet."
    />
  );
}
