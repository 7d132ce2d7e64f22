// The review screens' own words, for every kind: each decision's button, running and not, and
// the second question of an approval while documents are not verified.

import { documentLabel, type ApplicationDecision, type ReviewRules } from '@kirana/domain/review';
import type { StoreDecision } from '@kirana/domain/stores';

type Decision = StoreDecision | ApplicationDecision;

export const DECISION_LABELS: Record<Decision, string> = {
  approve: 'Approve',
  reject: 'Reject',
  suspend: 'Suspend',
  reinstate: 'Reinstate',
  reopen: 'Reopen',
};

/** The decision's button while it runs. */
export const DECISION_BUSY: Record<Decision, string> = {
  approve: 'Approving...',
  reject: 'Rejecting...',
  suspend: 'Suspending...',
  reinstate: 'Reinstating...',
  reopen: 'Reopening...',
};

export const APPROVE_ANYWAY = 'Approve anyway';

/** "Not yet verified: FSSAI certificate, Shop photo." */
export function unverifiedWarning(rules: ReviewRules, kinds: readonly string[]): string {
  return `Not yet verified: ${kinds.map((kind) => documentLabel(rules, kind)).join(', ')}.`;
}

/** An erased document in place of its viewer: when, and that its check is kept. */
export function erasedWords(date: string): string {
  return `Erased on ${date} by the retention schedule. Its check (who verified it and when) is kept.`;
}
