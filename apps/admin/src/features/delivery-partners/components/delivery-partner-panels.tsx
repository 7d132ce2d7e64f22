// What only a delivery-partner application's review screen shows: the applicant, the
// application (vehicle, due time, the decision taken), what a decided application now is, and
// the same phone's earlier applications with their outcome.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@kirana/ui/empty-state';
import { NETWORK_ERROR } from '@kirana/domain/common';
import {
  APPLICATION_NOT_FOUND,
  PARTNER_REASON_LABELS,
  VEHICLE_LABELS,
  needsLicence,
} from '@kirana/domain/delivery-partners';
import { DateTime } from '../../../components/date-time';
import { DetailRow as Row, SubmittedRows } from '../../../components/detail-row';
import { EmailLink, PhoneNumber, personal } from '../../../components/personal-data';
import { Panel } from '../../../components/panel';
import { paths } from '../../../config/paths';
import { hasCode, isApiError, refusalWords } from '../../../lib/errors';
import type { ApplicationDetail } from '../api/get-application';
import styles from '../../../components/review-screen.module.css';
import local from './delivery-partner-panels.module.css';

type Application = ApplicationDetail['application'];

/** The decision panel's width on an application's screen (beside the applicant and application). */
export const applicationDecisionPanelClass = local.actionsPanel;

export function applicationLoadError(error: unknown): string {
  if (hasCode(error, 'NOT_FOUND')) return APPLICATION_NOT_FOUND.text;
  return isApiError(error)
    ? refusalWords(error, 'Failed to load the application.')
    : NETWORK_ERROR.text;
}

/** The decision taken on an application: by whom, when, and the reason with its note. */
function Decision({ application }: { application: Application }) {
  if (application.status === 'pending' || !application.decidedAt) return null;
  return (
    <>
      <Row label="Decided">
        <DateTime value={application.decidedAt} />
        {application.decidedBy && ` by ${application.decidedBy.name}`}
      </Row>
      {application.reason && <Row label="Reason">{PARTNER_REASON_LABELS[application.reason]}</Row>}
      {application.note && <Row label="Note">{application.note}</Row>}
    </>
  );
}

/** The applicant and the application: two panels of its review screen. */
export function ApplicationPanels({ detail }: { detail: ApplicationDetail }) {
  const a = detail.application;
  return (
    <>
      <Panel title="Applicant" className={styles.details}>
        <dl className={styles.list}>
          <Row label="Name">{a.name}</Row>
          <Row label="Phone">
            <PhoneNumber phone={a.phone} />
          </Row>
          <Row label="E-mail">
            {personal(a.email, (email) => (
              <EmailLink email={email} />
            ))}
          </Row>
          <Row label="Pincode">{a.pincode}</Row>
        </dl>
      </Panel>
      <Panel title="Application">
        <dl className={styles.list}>
          <Row label="Vehicle">
            {VEHICLE_LABELS[a.vehicle]}
            {needsLicence(a.vehicle) && ' (needs a driving licence)'}
          </Row>
          <SubmittedRows submittedAt={a.submittedAt} dueAt={a.dueAt} />
          <Decision application={a} />
        </dl>
      </Panel>
    </>
  );
}

/** Under a decided application's (absent) decisions: what it now is. */
export function ApplicationDecided({ application }: { application: Application }) {
  if (application.status === 'pending') return null;
  return (
    <p className={local.decided}>
      {application.status === 'approved'
        ? 'This application is approved: the applicant is a delivery partner.'
        : 'This application is rejected. The applicant may apply again.'}
    </p>
  );
}

/**
 * The same phone's earlier applications, newest first, each with its outcome (`status` draws
 * its badge) and a link to it.
 */
export function EarlierApplications({
  detail,
  status,
}: {
  detail: ApplicationDetail;
  status: (application: Application) => ReactNode;
}) {
  return (
    <Panel title="Earlier applications" className={styles.wide}>
      {detail.earlierApplications.length === 0 ? (
        <EmptyState>No earlier applications from this phone.</EmptyState>
      ) : (
        <ul className={local.earlier}>
          {detail.earlierApplications.map((earlier) => (
            <li key={earlier._id}>
              <Link to={paths.deliveryPartner(earlier._id)} className={local.link}>
                Applied <DateTime value={earlier.submittedAt} />
              </Link>{' '}
              {status(earlier)}
              {earlier.reason && (
                <span className={local.reason}> {PARTNER_REASON_LABELS[earlier.reason]}</span>
              )}
              {earlier.note && <span className={local.reason}> “{earlier.note}”</span>}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
