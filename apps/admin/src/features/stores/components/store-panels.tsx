// What only a store's review screen shows: the store, its owner (the mobile they signed in with
// on the site, masked; the language and channel of their messages), its address, what it
// registered with (FSSAI number, GSTIN, the owner's ID masked, the location on a map), its opening
// hours, and the rejection it had before it was pending again. Personal data comes as the
// admin's role sees it: a phone may be its last four digits, a field may be withheld.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@kirana/ui/button';
import { GOVERNMENT_ID_LABELS, REASON_LABELS, STORE_DOCUMENT_LABELS } from '@kirana/domain/stores';
import { NOTIFICATION_CHANNEL_LABELS } from '@kirana/domain/notifications';
import { DateTime } from '../../../components/date-time';
import { DetailRow as Row, SubmittedRows } from '../../../components/detail-row';
import { EmailLink, PhoneNumber, PhoneText, personal } from '../../../components/personal-data';
import { Panel } from '../../../components/panel';
import { paths } from '../../../config/paths';
import type { StoreDetail } from '../api/get-store';
import { LANGUAGE_LABELS } from '../messages';
import styles from '../../../components/review-screen.module.css';
import local from './store-panels.module.css';
import { StoreHoursPanel } from './store-hours-panel';
import { useCan } from '../../../lib/permissions';

function Registration({ detail }: { detail: StoreDetail }) {
  const { registration: r } = detail;
  return (
    <dl className={styles.list}>
      <SubmittedRows submittedAt={r.submittedAt} dueAt={r.dueAt} />
      <Row label="FSSAI number">{personal(r.fssaiNumber, (number) => number)}</Row>
      <Row label="GSTIN">
        {r.gstin === null ? 'Not registered for GST' : personal(r.gstin, (gstin) => gstin)}
      </Row>
      <Row label="Owner's ID">
        {personal(r.governmentId, (id) => `${GOVERNMENT_ID_LABELS[id.type]} ${id.masked}`)}
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
 * The store's details, owner, address and registration: four panels of its review screen.
 * `status` is its status as the screen shows it (a badge).
 */
export function StorePanels({ detail, status }: { detail: StoreDetail; status: ReactNode }) {
  const { branch } = detail;
  const { address } = branch;
  const r = detail.registration;
  return (
    <>
      <Panel title="Branch Details" className={styles.details}>
        <dl className={styles.list}>
          <Row label="Name">{branch.name}</Row>
          <Row label="Phone">
            <PhoneNumber phone={branch.phone} />
          </Row>
          <Row label="Status">{status}</Row>
        </dl>
      </Panel>
      <Panel title="Store owner">
        <dl className={styles.list}>
          <Row label="Name">{branch.ownerName}</Row>
          <Row label="Mobile">{r.ownerPhone && <PhoneNumber phone={r.ownerPhone} />}</Row>
          <Row label="E-mail">
            {personal(r.ownerEmail, (email) => (
              <EmailLink email={email} />
            ))}
          </Row>
          <Row label="Signed in as">
            {detail.owner ? (
              <>
                <PhoneText phone={detail.owner.phone} /> (verified by a one-time code)
              </>
            ) : (
              'Not registered on the site'
            )}
          </Row>
          <Row label="Language">{LANGUAGE_LABELS[detail.messages.language]}</Row>
          <Row label="Messages">
            {detail.messages.channel
              ? NOTIFICATION_CHANNEL_LABELS[detail.messages.channel]
              : 'None sent yet'}
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
        <Registration detail={detail} />
      </Panel>
      <StoreHoursPanel branchId={branch._id} storeName={branch.name} />
    </>
  );
}

/**
 * While a store is pending again after a rejection: that rejection (when, by whom, the reason
 * and note) and each document marked unclear then, with whether it was replaced since, so the
 * reviewer reads it beside the new documents. Nothing otherwise.
 */
export function EarlierRejection({ detail }: { detail: StoreDetail }) {
  const rejection = detail.earlierRejection;
  if (!rejection) return null;
  const current = (kind: string) => detail.documents.find((doc) => doc.kind === kind);
  const replaced = (kind: string) => {
    const document = current(kind);
    return document && Date.parse(document.uploadedAt) > Date.parse(rejection.at)
      ? document.uploadedAt
      : null;
  };
  return (
    <Panel
      title="Earlier rejection"
      description="The store is pending again after this rejection: check the new documents against it."
      className={styles.wide}
    >
      <dl className={styles.list}>
        <Row label="Rejected">
          <DateTime value={rejection.at} />
          {rejection.admin && ` by ${rejection.admin.name}`}
        </Row>
        <Row label="Reason">{rejection.reason && REASON_LABELS[rejection.reason]}</Row>
        {rejection.note && <Row label="Note">“{rejection.note}”</Row>}
        <Row label="Unclear then">
          {rejection.unclearDocuments.length === 0 ? (
            'No document was marked unclear.'
          ) : (
            <ul className={local.unclear}>
              {rejection.unclearDocuments.map((document) => {
                const since = replaced(document.kind);
                return (
                  <li key={document.kind}>
                    <strong>{STORE_DOCUMENT_LABELS[document.kind]}</strong>
                    {document.note && ` “${document.note}”`}
                    <span className={local.since}>
                      {since ? (
                        <>
                          {' '}
                          Replaced <DateTime value={since} />.
                        </>
                      ) : (
                        ' Not replaced since.'
                      )}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </Row>
      </dl>
    </Panel>
  );
}

/** Beside a store's decisions: its inventory. */
export function StoreInventoryLink({ branchId }: { branchId: string }) {
  const may = useCan();
  if (!may('inventory.manage')) return null;
  return (
    <Link to={paths.inventory(branchId)} className={buttonClassName({ variant: 'secondary' })}>
      Inventory Management
    </Link>
  );
}
