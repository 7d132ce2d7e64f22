import { Badge } from '@kirana/ui/badge';
import { OVERDUE_LABEL, waitingLabel } from '@kirana/domain/branches';

/** How long a pending application has waited, and the Overdue badge past its due time. */
export function ApplicationWaiting({
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
