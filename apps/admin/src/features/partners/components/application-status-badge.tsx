import { Badge, type BadgeTone } from '@kirana/ui/badge';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@kirana/domain/partners';

const TONES: Record<ApplicationStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** An application's status as a coloured badge. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge tone={TONES[status]}>{APPLICATION_STATUS_LABELS[status]}</Badge>;
}
