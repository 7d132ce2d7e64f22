import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@kirana/ui/alert';
import { buttonClassName } from '@kirana/ui/button';
import { HistoryTimeline } from '@kirana/ui/history-timeline';
import { LoadingState } from '@kirana/ui/loading-state';
import type { Branch } from '@kirana/api-client/types';
import { GOVERNMENT_ID_LABELS } from '@kirana/domain/branches';
import { CopyableId } from '../../../components/copyable-id';
import { Panel } from '../../../components/panel';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { useBranchDetail, type BranchDetail } from '../api/get-branch';
import { lookupErrorMessage } from './branch-lookup-card';
import { DecisionPanel } from './decision-panel';
import { StatusBadge } from './status-badge';
import { StoreDocuments } from './store-documents';
import { Waiting } from '../../../components/waiting';
import styles from '../../../components/review-screen.module.css';

const NOT_GIVEN = 'Not provided';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{children ?? NOT_GIVEN}</dd>
    </div>
  );
}

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

function Registration({ detail }: { detail: BranchDetail }) {
  const { registration: r } = detail;
  return (
    <dl className={styles.list}>
      <Row label="Submitted">
        <time dateTime={r.submittedAt}>{when(r.submittedAt)}</time>
      </Row>
      <Row label="Answer due">
        <time dateTime={r.dueAt}>{when(r.dueAt)}</time>
      </Row>
      <Row label="FSSAI number">{r.fssaiNumber}</Row>
      <Row label="GSTIN">{r.gstin ?? 'Not registered for GST'}</Row>
      <Row label="Owner's ID">
        {r.governmentId && `${GOVERNMENT_ID_LABELS[r.governmentId.type]} ${r.governmentId.masked}`}
      </Row>
      <Row label="Location">
        {r.location && (
          <a
            href={`https://www.openstreetmap.org/?mlat=${r.location.latitude}&mlon=${r.location.longitude}#map=18/${r.location.latitude}/${r.location.longitude}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {r.location.latitude.toFixed(5)}, {r.location.longitude.toFixed(5)}
          </a>
        )}
      </Row>
    </dl>
  );
}

/**
 * One store as its reviewer checks it: details, owner, address, registration, the documents
 * with their checklist, the decisions its status allows, its history, and the messages sent to
 * its owner (rendered by `notifications`, which the route gives).
 */
export function BranchDetails({
  branchId,
  initial,
  notifications,
}: {
  branchId: string;
  initial?: Branch;
  notifications?: (detail: BranchDetail) => ReactNode;
}) {
  const detail = useBranchDetail(branchId);
  const branch = detail.data?.branch ?? (initial?._id === branchId ? initial : undefined);

  const back = (
    <Link to={paths.branches} className={buttonClassName({ variant: 'ghost', size: 'sm' })}>
      ← All branches
    </Link>
  );
  const header = (
    <PageHeader
      title={branch?.name ?? 'Branch Management'}
      subtitle={
        branch && (
          <span className={styles.status}>
            <StatusBadge status={branch.status} />
            <Waiting status={branch.status} submittedAt={branch.submittedAt} dueAt={branch.dueAt} />
          </span>
        )
      }
      back={back}
    />
  );

  if (detail.isPending) {
    return (
      <>
        {header}
        <LoadingState>Loading branch...</LoadingState>
      </>
    );
  }
  if (detail.isError) {
    return (
      <>
        {header}
        <CopyableId label="Branch ID" id={branchId} />
        <Alert variant="error">{lookupErrorMessage(detail.error)}</Alert>
      </>
    );
  }

  const data = detail.data;
  const { address } = data.branch;
  const r = data.registration;
  return (
    <>
      {header}
      <CopyableId label="Branch ID" id={data.branch._id} />
      <div className={styles.grid}>
        <Panel title="Branch Details" className={styles.details}>
          <dl className={styles.list}>
            <Row label="Name">{data.branch.name}</Row>
            <Row label="Phone">
              <a href={`tel:${data.branch.phone.replace(/\s+/g, '')}`}>{data.branch.phone}</a>
            </Row>
            <Row label="Status">
              <StatusBadge status={data.branch.status} />
            </Row>
          </dl>
        </Panel>
        <Panel title="Owner">
          <dl className={styles.list}>
            <Row label="Name">{data.branch.ownerName}</Row>
            <Row label="Mobile">
              {r.ownerPhone && (
                <a href={`tel:${r.ownerPhone.replace(/\s+/g, '')}`}>{r.ownerPhone}</a>
              )}
            </Row>
            <Row label="E-mail">
              {r.ownerEmail && <a href={`mailto:${r.ownerEmail}`}>{r.ownerEmail}</a>}
            </Row>
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
        <Panel title="Registration">
          <Registration detail={data} />
        </Panel>
        <Panel title="Branch Actions" className={styles.actionsPanel}>
          <DecisionPanel detail={data}>
            <Link
              to={paths.inventory(data.branch._id)}
              className={buttonClassName({ variant: 'secondary' })}
            >
              Inventory Management
            </Link>
          </DecisionPanel>
        </Panel>
        <Panel
          title="Documents"
          description="Check each document against the registration, then mark it."
          className={styles.wide}
        >
          <StoreDocuments detail={data} onLinksExpired={() => void detail.refetch()} />
        </Panel>
        {notifications && (
          <Panel title="Messages to the owner" className={styles.wide}>
            {notifications(data)}
          </Panel>
        )}
        <Panel title="History" className={styles.wide}>
          <HistoryTimeline
            entries={data.history.map((entry) => ({
              id: entry._id,
              at: entry.at,
              summary: entry.summary,
              who: entry.admin?.name ?? null,
              note: entry.note,
            }))}
            empty="No decisions yet."
          />
        </Panel>
      </div>
    </>
  );
}
