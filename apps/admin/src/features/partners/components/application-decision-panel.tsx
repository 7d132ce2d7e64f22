import { useState } from 'react';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import { DecisionDialog, type DecisionValue } from '@kirana/ui/decision-dialog';
import { APPROVE_ANYWAY, DECISION_BUSY, DECISION_LABELS } from '@kirana/domain/branches';
import { NETWORK_ERROR } from '@kirana/domain/common';
import { UNKNOWN_ERROR } from '../../../lib/messages';
import {
  APPLICATION_APPROVED,
  APPLICATION_REJECTED,
  PARTNER_APPROVE_EFFECT,
  PARTNER_REASON_LABELS,
  PARTNER_REJECT_EFFECT,
  PARTNER_REJECT_REASONS,
  partnerUnverifiedWarning,
  unverifiedPartnerDocuments,
  type PartnerRejectReason,
} from '@kirana/domain/partners';
import { isApiError, messageOr } from '../../../lib/errors';
import { useDecideApplication, type ApplicationDecision } from '../api/decide-application';
import type { ApplicationDetail } from '../api/get-application';
import styles from '../../../components/review-screen.module.css';

const DONE: Record<ApplicationDecision, string> = {
  approve: APPLICATION_APPROVED,
  reject: APPLICATION_REJECTED,
};

const REASONS = PARTNER_REJECT_REASONS.map((reason) => ({
  value: reason,
  label: PARTNER_REASON_LABELS[reason],
}));

function decisionErrorMessage(error: unknown): string {
  return isApiError(error) ? messageOr(error, UNKNOWN_ERROR) : NETWORK_ERROR;
}

/**
 * Approve and reject for a pending application, each behind a dialog that says what will happen;
 * reject asks for the reason. Approving asks again when a required document is not verified.
 * A decided application shows only the outcome of the decision just taken.
 */
export function ApplicationDecisionPanel({ detail }: { detail: ApplicationDetail }) {
  const { application, documents } = detail;
  const decide = useDecideApplication();
  const [open, setOpen] = useState<ApplicationDecision | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const unverified = unverifiedPartnerDocuments(application.vehicle, documents);
  const warn = unverified.length > 0;

  function confirm(decision: ApplicationDecision, value: DecisionValue) {
    const note = value.note ? { note: value.note } : {};
    decide.mutate(
      decision === 'approve'
        ? { applicationId: application._id, decision, ...note }
        : {
            applicationId: application._id,
            decision,
            reason: value.reason as PartnerRejectReason,
            ...note,
          },
      {
        onSuccess: () => {
          setOpen(null);
          setDone(DONE[decision]);
        },
      },
    );
  }

  function openDialog(decision: ApplicationDecision) {
    decide.reset();
    setDone(null);
    setOpen(decision);
  }

  const common = {
    busy: decide.isPending,
    error: decide.isError ? decisionErrorMessage(decide.error) : undefined,
  };
  return (
    <>
      {done && (
        <Alert variant="success" className={styles.outcome}>
          {done}
        </Alert>
      )}
      {application.status === 'pending' && (
        <div className={styles.actions}>
          <Button variant="primary" onClick={() => openDialog('approve')}>
            {DECISION_LABELS.approve}
          </Button>
          <Button variant="danger" onClick={() => openDialog('reject')}>
            {DECISION_LABELS.reject}
          </Button>
          <DecisionDialog
            open={open === 'approve'}
            onOpenChange={(next) => setOpen(next ? 'approve' : null)}
            title={`${DECISION_LABELS.approve} ${application.name}?`}
            effect={PARTNER_APPROVE_EFFECT}
            warning={warn ? partnerUnverifiedWarning(unverified) : undefined}
            confirmLabel={warn ? APPROVE_ANYWAY : DECISION_LABELS.approve}
            busyLabel={DECISION_BUSY.approve}
            variant="primary"
            {...common}
            onConfirm={(value) => confirm('approve', value)}
          />
          <DecisionDialog
            open={open === 'reject'}
            onOpenChange={(next) => setOpen(next ? 'reject' : null)}
            title={`${DECISION_LABELS.reject} ${application.name}?`}
            effect={PARTNER_REJECT_EFFECT}
            reasons={REASONS}
            confirmLabel={DECISION_LABELS.reject}
            busyLabel={DECISION_BUSY.reject}
            variant="danger"
            {...common}
            onConfirm={(value) => confirm('reject', value)}
          />
        </div>
      )}
    </>
  );
}
