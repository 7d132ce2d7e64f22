// The decisions a reviewed item's status allows, for any kind, each behind a dialog that says
// what will happen and asks for the reason where the decision takes one. A decision that
// accepts the documents asks again while a required one is not marked verified; a decision that
// can be taken for an unclear document starts its note with what the reviewer wrote on the
// unclear ones.
import { useState, type ReactNode } from 'react';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import { DecisionDialog, type DecisionValue } from '@kirana/ui/decision-dialog';
import { NETWORK_ERROR } from '@kirana/domain/common';
import {
  decidesOnUnclearDocuments,
  openDecisions,
  unclearDocumentsNote,
  unverifiedDocuments,
} from '@kirana/domain/review';
import { isApiError, refusalWords } from '../../../lib/errors';
import { UNKNOWN_ERROR } from '../../../lib/messages';
import { APPROVE_ANYWAY, unverifiedWarning } from '../messages';
import type { ReviewDetail, ReviewKind, ReviewedItem } from '../types';
import styles from '../../../components/review-screen.module.css';
import { useCan } from '../../../lib/permissions';

/** The message for a failed decision: the server's, else the fallback. */
function decisionErrorMessage(error: unknown): string {
  return isApiError(error) ? refusalWords(error, UNKNOWN_ERROR) : NETWORK_ERROR.text;
}

export function ReviewDecisions<
  E extends ReviewedItem,
  Dt extends ReviewDetail,
  D extends string,
  R extends string,
>({ kind, detail, children }: { kind: ReviewKind<E, Dt, D, R>; detail: Dt; children?: ReactNode }) {
  const { rules, decisions: words } = kind;
  const item = kind.itemOf(detail);
  const decide = kind.useDecide();
  const [open, setOpen] = useState<D | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const unverified = unverifiedDocuments(kind.requiredDocuments(detail), detail.documents);
  const unclearNote = unclearDocumentsNote(rules, detail.documents);

  function confirm(decision: D, value: DecisionValue) {
    decide.mutate(
      {
        id: item._id,
        decision,
        // The dialog offers only this decision's reasons.
        ...(value.reason ? { reason: value.reason as R } : {}),
        ...(value.note ? { note: value.note } : {}),
      },
      {
        onSuccess: () => {
          setOpen(null);
          setDone(words.done[decision]);
        },
      },
    );
  }

  const may = useCan();
  const decisions = may(kind.decidePermission) ? openDecisions(rules, item.status) : [];
  return (
    <>
      {done && (
        <Alert variant="success" className={styles.outcome}>
          {done}
        </Alert>
      )}
      {(decisions.length > 0 || children) && (
        <div className={styles.actions}>
          {decisions.map((decision) => {
            const reasons = rules.reasons[decision]?.map((reason) => ({
              value: reason,
              label: rules.reasonLabels[reason],
            }));
            const warn = rules.acceptsDocuments.includes(decision) && unverified.length > 0;
            const variant = words.variants[decision];
            return (
              <span key={decision}>
                <Button
                  variant={variant}
                  onClick={() => {
                    decide.reset();
                    setDone(null);
                    setOpen(decision);
                  }}
                >
                  {words.labels[decision]}
                </Button>
                <DecisionDialog
                  open={open === decision}
                  onOpenChange={(next) => setOpen(next ? decision : null)}
                  title={`${words.labels[decision]} ${item.name}?`}
                  effect={words.effects[decision]}
                  warning={warn ? unverifiedWarning(rules, unverified) : undefined}
                  {...(reasons ? { reasons } : {})}
                  {...(decidesOnUnclearDocuments(rules, decision) && unclearNote
                    ? { initialNote: unclearNote }
                    : {})}
                  confirmLabel={warn ? APPROVE_ANYWAY : words.labels[decision]}
                  busyLabel={words.busy[decision]}
                  variant={variant === 'danger' ? 'danger' : 'primary'}
                  busy={decide.isPending}
                  error={decide.isError ? decisionErrorMessage(decide.error) : undefined}
                  onConfirm={(value) => confirm(decision, value)}
                />
              </span>
            );
          })}
          {children}
        </div>
      )}
    </>
  );
}
