// A reviewed item's history from the audit log: each decision and mark, by whom, when, with its
// note.
import { HistoryTimeline } from '@kirana/ui/history-timeline';
import { formatDateTime } from '../../../lib/date-time';
import type { ReviewDetail } from '../types';

export function ReviewHistory({ history }: { history: ReviewDetail['history'] }) {
  return (
    <HistoryTimeline
      formatDateTime={formatDateTime}
      entries={history.map((entry) => ({
        id: entry._id,
        at: entry.at,
        summary: entry.summary,
        who: entry.admin?.name ?? null,
        note: entry.note,
      }))}
      empty="No decisions yet."
    />
  );
}
