// A reviewed item's status as a coloured badge, in its kind's words.
import { Badge, type BadgeTone } from '@kirana/ui/badge';
import type { ReviewRules } from '@kirana/domain/review';

/** A status the kind does not know reads as rejected (the seed's rule for a branch's status). */
export function ReviewStatusBadge({
  rules,
  labels,
  tones,
  status,
}: {
  rules: ReviewRules;
  labels: Readonly<Record<string, string>>;
  tones: Readonly<Record<string, BadgeTone>>;
  status: string;
}) {
  const value = rules.statuses.includes(status) ? status : 'rejected';
  return <Badge tone={tones[value] ?? 'neutral'}>{labels[value] ?? value}</Badge>;
}
