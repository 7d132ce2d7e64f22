// What only a store's review screen shows: the store, its owner, its address and what it
// registered with (FSSAI number, GSTIN, the owner's ID masked, the location on a map).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@kirana/ui/button';
import { GOVERNMENT_ID_LABELS } from '@kirana/domain/branches';
import { DetailRow as Row } from '../../../components/detail-row';
import { Panel } from '../../../components/panel';
import { paths } from '../../../config/paths';
import { formatDateTime as when } from '../../../lib/date-time';
import type { BranchDetail } from '../api/get-branch';
import styles from '../../../components/review-screen.module.css';

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
 * The store's details, owner, address and registration: four panels of its review screen.
 * `status` is its status as the screen shows it (a badge).
 */
export function StorePanels({ detail, status }: { detail: BranchDetail; status: ReactNode }) {
  const { branch } = detail;
  const { address } = branch;
  const r = detail.registration;
  return (
    <>
      <Panel title="Branch Details" className={styles.details}>
        <dl className={styles.list}>
          <Row label="Name">{branch.name}</Row>
          <Row label="Phone">
            <a href={`tel:${branch.phone.replace(/\s+/g, '')}`}>{branch.phone}</a>
          </Row>
          <Row label="Status">{status}</Row>
        </dl>
      </Panel>
      <Panel title="Owner">
        <dl className={styles.list}>
          <Row label="Name">{branch.ownerName}</Row>
          <Row label="Mobile">
            {r.ownerPhone && <a href={`tel:${r.ownerPhone.replace(/\s+/g, '')}`}>{r.ownerPhone}</a>}
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
        <Registration detail={detail} />
      </Panel>
    </>
  );
}

/** Beside a store's decisions: its inventory. */
export function StoreInventoryLink({ branchId }: { branchId: string }) {
  return (
    <Link to={paths.inventory(branchId)} className={buttonClassName({ variant: 'secondary' })}>
      Inventory Management
    </Link>
  );
}
