import { Badge } from '@kirana/ui/badge';
import { OVERDUE_LABEL, isOverdue, waitingLabel } from '@kirana/domain/branches';

/** How long a pending store has waited, and the Overdue badge past the 2-day promise. */
export function Waiting({
  status,
  submittedAt,
  now = new Date(),
}: {
  status: string;
  submittedAt: string;
  now?: Date;
}) {
  if (status !== 'pending') return null;
  return (
    <>
      <span>{waitingLabel(submittedAt, now)}</span>
      {isOverdue(status, submittedAt, now) && <Badge tone="danger">{OVERDUE_LABEL}</Badge>}
    </>
  );
}
