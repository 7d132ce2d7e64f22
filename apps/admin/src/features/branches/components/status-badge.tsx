import { Badge, type BadgeTone } from '@kirana/ui/badge';
import { STORE_STATUS_LABELS, type StoreStatus, branchStatusOf } from '@kirana/domain/branches';

const TONES: Record<StoreStatus, BadgeTone> = {
  approved: 'success',
  pending: 'warning',
  rejected: 'danger',
  suspended: 'neutral',
};

/** A store's status as a coloured badge; any unknown value reads as rejected. */
export function StatusBadge({ status }: { status: string }) {
  const value = branchStatusOf(status);
  return <Badge tone={TONES[value]}>{STORE_STATUS_LABELS[value]}</Badge>;
}
