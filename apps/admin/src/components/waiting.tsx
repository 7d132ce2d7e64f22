// The 2-day promise on a queue row or a review screen: how long it has waited, and Overdue.
import { Badge } from '@kirana/ui/badge';
import { OVERDUE_LABEL, waitingLabel } from '../lib/messages';

/**
 * How long a pending store or application has waited since it was submitted, and the Overdue
 * badge once its answer is due (the 2-day promise). Nothing once it is decided.
 */
export function Waiting({
  status,
  submittedAt,
  dueAt,
  now = new Date(),
}: {
  status: string;
  submittedAt: string;
  dueAt: string;
  now?: Date;
}) {
  if (status !== 'pending') return null;
  return (
    <>
      <span>{waitingLabel(submittedAt, now)}</span>
      {now.getTime() > new Date(dueAt).getTime() && <Badge tone="danger">{OVERDUE_LABEL}</Badge>}
    </>
  );
}
