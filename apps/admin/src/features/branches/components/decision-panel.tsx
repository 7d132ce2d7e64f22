import { useState, type ReactNode } from 'react';
import { Alert } from '@kirana/ui/alert';
import { Button, type ButtonVariant } from '@kirana/ui/button';
import { DecisionDialog, type DecisionValue } from '@kirana/ui/decision-dialog';
import {
  APPROVE_ANYWAY,
  DECISION_BUSY,
  DECISION_DONE,
  DECISION_EFFECTS,
  DECISION_LABELS,
  DECISION_REASONS,
  REASON_LABELS,
  decisionsFor,
  unverifiedRequired,
  unverifiedWarning,
  type StoreDecision,
  type StoreReason,
} from '@kirana/domain/branches';
import { NETWORK_ERROR } from '@kirana/domain/common';
import { UNKNOWN_ERROR } from '../../../lib/messages';
import { isApiError, messageOr } from '../../../lib/errors';
import { useDecideBranch } from '../api/decide-branch';
import type { BranchDetail } from '../api/get-branch';
import styles from '../../../components/review-screen.module.css';

/** The message for a failed decision: the server's, else the fallback. */
export function decisionErrorMessage(error: unknown): string {
  return isApiError(error) ? messageOr(error, UNKNOWN_ERROR) : NETWORK_ERROR;
}

const VARIANTS: Record<StoreDecision, ButtonVariant> = {
  approve: 'primary',
  reject: 'danger',
  suspend: 'danger',
  reinstate: 'primary',
  reopen: 'secondary',
};

/**
 * The decisions this store's status allows, each behind a dialog that says what will happen
 * and asks for the reason where one is needed. Approving asks again when a required document is
 * not marked verified.
 */
export function DecisionPanel({
  detail,
  children,
}: {
  detail: BranchDetail;
  children?: ReactNode;
}) {
  const { branch, documents } = detail;
  const decide = useDecideBranch();
  const [open, setOpen] = useState<StoreDecision | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const unverified = unverifiedRequired(documents);

  function confirm(decision: StoreDecision, value: DecisionValue) {
    decide.mutate(
      {
        branchId: branch._id,
        decision,
        ...(value.reason ? { reason: value.reason as StoreReason } : {}),
        ...(value.note ? { note: value.note } : {}),
      },
      {
        onSuccess: () => {
          setOpen(null);
          setDone(DECISION_DONE[decision]);
        },
      },
    );
  }

  const decisions = decisionsFor(branch.status);
  return (
    <>
      {done && (
        <Alert variant="success" className={styles.outcome}>
          {done}
        </Alert>
      )}
      <div className={styles.actions}>
        {decisions.map((decision) => {
          const reasons = DECISION_REASONS[decision]?.map((reason) => ({
            value: reason,
            label: REASON_LABELS[reason],
          }));
          const warn = decision === 'approve' && unverified.length > 0;
          return (
            <span key={decision}>
              <Button
                variant={VARIANTS[decision]}
                onClick={() => {
                  decide.reset();
                  setDone(null);
                  setOpen(decision);
                }}
              >
                {DECISION_LABELS[decision]}
              </Button>
              <DecisionDialog
                open={open === decision}
                onOpenChange={(next) => setOpen(next ? decision : null)}
                title={`${DECISION_LABELS[decision]} ${branch.name}?`}
                effect={DECISION_EFFECTS[decision]}
                warning={warn ? unverifiedWarning(unverified) : undefined}
                {...(reasons ? { reasons } : {})}
                confirmLabel={warn ? APPROVE_ANYWAY : DECISION_LABELS[decision]}
                busyLabel={DECISION_BUSY[decision]}
                variant={VARIANTS[decision] === 'danger' ? 'danger' : 'primary'}
                busy={decide.isPending}
                error={decide.isError ? decisionErrorMessage(decide.error) : undefined}
                onConfirm={(value) => confirm(decision, value)}
              />
            </span>
          );
        })}
        {children}
      </div>
    </>
  );
}
