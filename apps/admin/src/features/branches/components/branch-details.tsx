import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@kirana/ui/alert';
import { Button, buttonClassName } from '@kirana/ui/button';
import { LoadingState } from '@kirana/ui/loading-state';
import type { Branch } from '@kirana/api-client/types';
import {
  BRANCH_APPROVED,
  BRANCH_REJECTED,
  NETWORK_ERROR,
  UNKNOWN_ERROR,
} from '@kirana/domain/messages';
import { canDecideBranch } from '@kirana/domain/rules';
import { Panel } from '../../../components/panel';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { isApiError, messageOr } from '../../../lib/errors';
import { useApproveBranch } from '../api/approve-branch';
import { useBranch } from '../api/login-as-branch';
import { useRejectBranch } from '../api/reject-branch';
import { lookupErrorMessage } from './branch-lookup-card';
import { StatusBadge } from './status-badge';
import styles from './branch-details.module.css';

/** The message for a failed approve or reject: the server's, else the fallback. */
export function decisionErrorMessage(error: unknown): string {
  return isApiError(error) ? messageOr(error, UNKNOWN_ERROR) : NETWORK_ERROR;
}

type Outcome = { variant: 'success' | 'error'; text: string } | null;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One branch: details, owner, address and the actions an admin can take. */
export function BranchDetails({ branchId, initial }: { branchId: string; initial?: Branch }) {
  const branch = useBranch(branchId, initial);
  const approve = useApproveBranch();
  const reject = useRejectBranch();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const busy = approve.isPending || reject.isPending;

  function decide(action: 'approve' | 'reject') {
    setOutcome(null);
    const mutation = action === 'approve' ? approve : reject;
    mutation.mutate(branchId, {
      onSuccess: () =>
        setOutcome({
          variant: 'success',
          text: action === 'approve' ? BRANCH_APPROVED : BRANCH_REJECTED,
        }),
      onError: (error) => setOutcome({ variant: 'error', text: decisionErrorMessage(error) }),
    });
  }

  const back = (
    <Link to={paths.branches} className={buttonClassName({ variant: 'ghost', size: 'sm' })}>
      ← All branches
    </Link>
  );

  if (branch.isPending) {
    return (
      <>
        <PageHeader title="Branch Management" back={back} />
        <LoadingState>Loading branch...</LoadingState>
      </>
    );
  }
  if (branch.isError) {
    return (
      <>
        <PageHeader title="Branch Management" subtitle={`Branch ID: ${branchId}`} back={back} />
        <Alert variant="error">{lookupErrorMessage(branch.error)}</Alert>
      </>
    );
  }

  const data = branch.data;
  const { address } = data;
  return (
    <>
      <PageHeader title="Branch Management" subtitle={data.name} back={back} />
      <div className={styles.grid}>
        <Panel title="Branch Details" className={styles.details}>
          <dl className={styles.list}>
            <Row label="Name">{data.name}</Row>
            <Row label="Branch ID">
              <code className={styles.id}>{data._id}</code>
            </Row>
            <Row label="Phone">
              <a href={`tel:${data.phone.replace(/\s+/g, '')}`}>{data.phone}</a>
            </Row>
            <Row label="Status">
              <StatusBadge status={data.status} />
            </Row>
          </dl>
        </Panel>
        <Panel title="Owner">
          <dl className={styles.list}>
            <Row label="Name">{data.ownerName}</Row>
          </dl>
        </Panel>
        <Panel title="Address">
          <address className={styles.address}>
            {address.street}
            <br />
            {address.city}, {address.state} {address.pincode}
            <br />
            {address.country}
          </address>
        </Panel>
        <Panel title="Branch Actions" className={styles.actionsPanel}>
          {outcome && (
            <Alert variant={outcome.variant} className={styles.outcome}>
              {outcome.text}
            </Alert>
          )}
          <div className={styles.actions}>
            {canDecideBranch(data.status) && (
              <>
                <Button
                  onClick={() => decide('approve')}
                  disabled={busy}
                  busy={approve.isPending}
                  busyLabel="Approving..."
                >
                  Approve
                </Button>
                <Button
                  variant="danger"
                  onClick={() => decide('reject')}
                  disabled={busy}
                  busy={reject.isPending}
                  busyLabel="Rejecting..."
                >
                  Reject
                </Button>
              </>
            )}
            <Link
              to={paths.inventory(data._id)}
              className={buttonClassName({ variant: 'secondary' })}
            >
              Inventory Management
            </Link>
          </div>
        </Panel>
      </div>
    </>
  );
}
