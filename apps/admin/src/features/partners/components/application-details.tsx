import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@kirana/ui/alert';
import { buttonClassName } from '@kirana/ui/button';
import { EmptyState } from '@kirana/ui/empty-state';
import { HistoryTimeline } from '@kirana/ui/history-timeline';
import { LoadingState } from '@kirana/ui/loading-state';
import { NETWORK_ERROR } from '@kirana/domain/common';
import {
  APPLICATION_NOT_FOUND,
  PARTNER_REASON_LABELS,
  VEHICLE_LABELS,
  needsLicence,
} from '@kirana/domain/partners';
import { CopyableId } from '../../../components/copyable-id';
import { PageHeader } from '../../../components/page-header';
import { Panel } from '../../../components/panel';
import { paths } from '../../../config/paths';
import { hasCode, isApiError, messageOr } from '../../../lib/errors';
import { useApplicationDetail, type ApplicationDetail } from '../api/get-application';
import { ApplicationDecisionPanel } from './application-decision-panel';
import { ApplicationDocuments } from './application-documents';
import { ApplicationStatusBadge } from './application-status-badge';
import { Waiting } from '../../../components/waiting';
import styles from '../../../components/review-screen.module.css';
import local from './application-details.module.css';

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

function loadErrorMessage(error: unknown): string {
  if (hasCode(error, 'NOT_FOUND')) return APPLICATION_NOT_FOUND;
  return isApiError(error) ? messageOr(error, 'Failed to load the application.') : NETWORK_ERROR;
}

/** The decision taken on an application: by whom, when, and the reason with its note. */
function Decision({ application }: { application: ApplicationDetail['application'] }) {
  if (application.status === 'pending' || !application.decidedAt) return null;
  return (
    <>
      <Row label="Decided">
        <time dateTime={application.decidedAt}>{when(application.decidedAt)}</time>
        {application.decidedBy && ` by ${application.decidedBy.name}`}
      </Row>
      {application.reason && <Row label="Reason">{PARTNER_REASON_LABELS[application.reason]}</Row>}
      {application.note && <Row label="Note">{application.note}</Row>}
    </>
  );
}

/** The same phone's earlier applications, newest first, each with its outcome and a link. */
function EarlierApplications({ detail }: { detail: ApplicationDetail }) {
  if (detail.earlierApplications.length === 0) {
    return <EmptyState>No earlier applications from this phone.</EmptyState>;
  }
  return (
    <ul className={local.earlier}>
      {detail.earlierApplications.map((earlier) => (
        <li key={earlier._id}>
          <Link to={paths.deliveryPartner(earlier._id)} className={local.link}>
            Applied <time dateTime={earlier.submittedAt}>{when(earlier.submittedAt)}</time>
          </Link>{' '}
          <ApplicationStatusBadge status={earlier.status} />
          {earlier.reason && (
            <span className={local.reason}> {PARTNER_REASON_LABELS[earlier.reason]}</span>
          )}
          {earlier.note && <span className={local.reason}> “{earlier.note}”</span>}
        </li>
      ))}
    </ul>
  );
}

/**
 * One delivery-partner application as its reviewer checks it: the applicant, the vehicle, the
 * documents with their checklist, approve and reject, earlier applications from the same phone,
 * the history, and the messages sent (rendered by `notifications`, which the route gives).
 */
export function ApplicationDetails({
  applicationId,
  notifications,
}: {
  applicationId: string;
  notifications?: (detail: ApplicationDetail) => ReactNode;
}) {
  const detail = useApplicationDetail(applicationId);
  const application = detail.data?.application;

  const back = (
    <Link to={paths.deliveryPartners} className={buttonClassName({ variant: 'ghost', size: 'sm' })}>
      ← All applications
    </Link>
  );
  const header = (
    <PageHeader
      title={application?.name ?? 'Delivery-partner application'}
      subtitle={
        application && (
          <span className={styles.status}>
            <ApplicationStatusBadge status={application.status} />
            <Waiting
              status={application.status}
              submittedAt={application.submittedAt}
              dueAt={application.dueAt}
            />
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
        <LoadingState>Loading application...</LoadingState>
      </>
    );
  }
  if (detail.isError) {
    return (
      <>
        {header}
        <CopyableId label="Application ID" id={applicationId} />
        <Alert variant="error">{loadErrorMessage(detail.error)}</Alert>
      </>
    );
  }

  const data = detail.data;
  const a = data.application;
  return (
    <>
      {header}
      <CopyableId label="Application ID" id={a._id} />
      <div className={styles.grid}>
        <Panel title="Applicant" className={styles.details}>
          <dl className={styles.list}>
            <Row label="Name">{a.name}</Row>
            <Row label="Phone">
              <a href={`tel:${a.phone.replace(/\s+/g, '')}`}>{a.phone}</a>
            </Row>
            <Row label="E-mail">{a.email && <a href={`mailto:${a.email}`}>{a.email}</a>}</Row>
            <Row label="Pincode">{a.pincode}</Row>
          </dl>
        </Panel>
        <Panel title="Application">
          <dl className={styles.list}>
            <Row label="Vehicle">
              {VEHICLE_LABELS[a.vehicle]}
              {needsLicence(a.vehicle) && ' (needs a driving licence)'}
            </Row>
            <Row label="Submitted">
              <time dateTime={a.submittedAt}>{when(a.submittedAt)}</time>
            </Row>
            <Row label="Answer due">
              <time dateTime={a.dueAt}>{when(a.dueAt)}</time>
            </Row>
            <Decision application={a} />
          </dl>
        </Panel>
        <Panel title="Decision" className={`${styles.actionsPanel} ${local.actionsPanel}`}>
          <ApplicationDecisionPanel detail={data} />
          {a.status !== 'pending' && (
            <p className={local.decided}>
              {a.status === 'approved'
                ? 'This application is approved: the applicant is a delivery partner.'
                : 'This application is rejected. The applicant may apply again.'}
            </p>
          )}
        </Panel>
        <Panel
          title="Documents"
          description="Check each document against the application, then mark it."
          className={styles.wide}
        >
          <ApplicationDocuments detail={data} onLinksExpired={() => void detail.refetch()} />
        </Panel>
        <Panel title="Earlier applications" className={styles.wide}>
          <EarlierApplications detail={data} />
        </Panel>
        {notifications && (
          <Panel title="Messages to the applicant" className={styles.wide}>
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
