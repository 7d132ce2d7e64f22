// Demo registrations from the site (issue 23), spread over the last weeks so the dashboard's
// onboarding funnel and the store screen show real data: drafts owners started and left, and
// stores their owners submitted (in English, Hindi and Telugu): one approved in time, one late,
// one rejected for an unclear shop photo and resubmitted with a clearer one, waiting again. Each
// is written as the owner's calls and the desk's decisions would have written it: owner,
// registration, store, documents, the audit trail (the owner's submissions as theirs) and the
// messages the bridge delivered. The desk's demo stores are not touched.
import type { OwnerLanguage } from '@kirana/domain/store-owners';
import { PRIVACY_NOTICE_VERSION } from '@kirana/domain/privacy-notice';
import {
  dueAt,
  idNumberLast4,
  type RejectReason,
  type StoreDocumentKind,
} from '@kirana/domain/stores';
import { formatIndianMobile } from '@kirana/domain/mobile';
import type { NotificationTemplate } from '@kirana/domain/notifications';
import type { Config } from '../config.js';
import type { Queryable } from '../db/adapter.js';
import type { Repositories } from '../repositories/index.js';
import { at } from '../repositories/rows.js';
import { statusLink } from '../services/owner-registration.js';
import type { DrawnDocument } from './registrations.js';
import { registrationOf, type SeedStore } from './stores.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A draft an owner started on the site and has not submitted; `filled` sections saved. */
interface SeedDraft {
  phone: string;
  language: OwnerLanguage;
  daysAgo: number;
  filled: { shopName?: string; street?: string; pincode?: string; ownerName?: string };
}

/** A store its owner registered and submitted on the site, and what the desk did with it. */
export interface SiteStore extends SeedStore {
  /** E.164, the number the owner signed in with. */
  mobile: string;
  language: OwnerLanguage;
  /** Days ago the draft was started and first submitted. */
  startedDaysAgo: number;
  outcome:
    | { decision: 'approve'; afterDays: number }
    | {
        decision: 'reject';
        afterDays: number;
        reason: RejectReason;
        note: string;
        unclear: { kind: StoreDocumentKind; note: string };
        /** Days ago the owner sent the clearer document and resubmitted. */
        resubmittedDaysAgo: number;
      };
}

export const SITE_DRAFTS: SeedDraft[] = [
  {
    phone: '+919000190108',
    language: 'te',
    daysAgo: 44,
    filled: { shopName: 'Sri Venkateswara Kirana' },
  },
  {
    phone: '+918008067805',
    language: 'en',
    daysAgo: 24,
    filled: {
      shopName: 'Fresh Corner Provisions',
      street: 'Plot 8, Nizampet Road',
      pincode: '500090',
      ownerName: 'Kiran Kumar',
    },
  },
  { phone: '+919391078906', language: 'hi', daysAgo: 9, filled: { shopName: 'Agarwal Kirana' } },
  { phone: '+916300089007', language: 'te', daysAgo: 2, filled: {} },
  {
    phone: '+917702056704',
    language: 'en',
    daysAgo: 0.3,
    filled: { shopName: 'Daily Fresh Mart' },
  },
];

export const SITE_STORES: SiteStore[] = [
  {
    name: 'Pragathi Kirana Stores',
    ownerName: 'Shailaja Rao',
    phone: '+91 95730 12201',
    mobile: '+919573012201',
    language: 'en',
    status: 'approved',
    street: '4-32, Pragathi Nagar Main Road, Kukatpally',
    pincode: '500072',
    daysAgo: 40,
    startedDaysAgo: 41,
    outcome: { decision: 'approve', afterDays: 1 },
  },
  {
    name: 'Shree Ganesh General Store',
    ownerName: 'Ramesh Agarwal',
    phone: '+91 96520 34402',
    mobile: '+919652034402',
    language: 'hi',
    status: 'approved',
    street: '15-1-503, Siddiamber Bazaar',
    pincode: '500012',
    daysAgo: 31,
    startedDaysAgo: 33,
    outcome: { decision: 'approve', afterDays: 3.5 },
  },
  {
    name: 'Sri Durga Kirana',
    ownerName: 'Durga Prasad',
    phone: '+91 98490 45603',
    mobile: '+919849045603',
    language: 'te',
    status: 'pending',
    street: '2-4-118, Ramnagar, Musheerabad',
    pincode: '500020',
    daysAgo: 18,
    startedDaysAgo: 19,
    outcome: {
      decision: 'reject',
      afterDays: 1.5,
      reason: 'unclear_document',
      note: 'Please send a photo of the shop with its name board readable.',
      unclear: { kind: 'shop_photo', note: 'The name board is cut off and blurred.' },
      resubmittedDaysAgo: 1,
    },
  },
];

/** Where each site store's number in the list of seeded stores starts (unique FSSAI numbers). */
export const SITE_STORE_INDEX = 100;

interface SeedSiteInput {
  repos: Repositories;
  config: Pick<Config, 'siteUrl'>;
  drawn: DrawnDocument[][];
  adminId: string | null;
  now: number;
}

/** A message the bridge took (sent by webhook) at `at`. */
async function delivered(
  tx: Queryable,
  input: {
    to: string;
    template: NotificationTemplate;
    params: Record<string, unknown>;
    storeId: string;
    language: OwnerLanguage;
    at: Date;
  },
): Promise<void> {
  await tx.query(
    `insert into notifications (recipient_phone, template, params, entity, entity_id, language,
       state, channel, attempts, next_attempt_at, sent_at, created_at)
     values ($1, $2, $3::jsonb, 'branch', $4, $5, 'sent', 'webhook', 1, $6, $7, $6)`,
    [
      input.to,
      input.template,
      JSON.stringify(input.params),
      input.storeId,
      input.language,
      input.at,
      new Date(input.at.getTime() + 3000),
    ],
  );
}

async function insertOwner(
  tx: Queryable,
  phone: string,
  language: OwnerLanguage,
  since: Date,
): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    `insert into store_owners (phone, language, created_at, last_sign_in_at)
     values ($1, $2, $3, $3) returning id`,
    [phone, language, since],
  );
  const ownerId = at(rows).id;
  // They agreed to the privacy notice before their first step, as the site asks (issue 40).
  await tx.query(
    `insert into owner_consents (owner_id, notice_version, language, consented_at)
     values ($1, $2, $3, $4)`,
    [ownerId, PRIVACY_NOTICE_VERSION, language, since],
  );
  return ownerId;
}

/** The drafts: an owner each, and the sections they saved. */
async function seedDrafts(tx: Queryable, now: number): Promise<void> {
  for (const draft of SITE_DRAFTS) {
    const started = new Date(now - draft.daysAgo * DAY_MS);
    const ownerId = await insertOwner(tx, draft.phone, draft.language, started);
    const { shopName, street, pincode, ownerName } = draft.filled;
    await tx.query(
      `insert into store_registrations (owner_id, language, shop_name, street, city, pincode,
         owner_name, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        ownerId,
        draft.language,
        shopName ?? null,
        street ?? null,
        street ? 'Hyderabad' : null,
        pincode ?? null,
        ownerName ?? null,
        started,
        new Date(started.getTime() + 20 * 60 * 1000),
      ],
    );
  }
}

/** One submitted store: its owner, registration, store row, documents and trail. */
async function seedSiteStore(
  tx: Queryable,
  store: SiteStore,
  n: number,
  input: SeedSiteInput,
): Promise<void> {
  const { repos, adminId, now } = input;
  const started = new Date(now - store.startedDaysAgo * DAY_MS);
  const submitted = new Date(now - store.daysAgo * DAY_MS);
  const { outcome } = store;
  const decided = new Date(submitted.getTime() + outcome.afterDays * DAY_MS);
  const resubmitted =
    outcome.decision === 'reject' ? new Date(now - outcome.resubmittedDaysAgo * DAY_MS) : null;
  const registration = registrationOf(store, SITE_STORE_INDEX + n);
  const link = statusLink(input.config, store.language);
  const ownerId = await insertOwner(tx, store.mobile, store.language, started);

  const branch = await repos.stores.insert(
    {
      name: store.name,
      ownerName: store.ownerName,
      phone: formatIndianMobile(store.mobile.slice(3)),
      status: store.status,
      street: store.street,
      city: 'Hyderabad',
      state: 'Telangana',
      pincode: store.pincode,
      country: 'India',
      createdAt: submitted,
      submittedAt: resubmitted ?? submitted,
      ...registration,
      ownerEmail: null,
      governmentIdLast4: idNumberLast4(registration.governmentIdNumber),
    },
    tx,
  );
  await tx.query('update branches set owner_id = $2, language = $3 where id = $1', [
    branch.id,
    ownerId,
    store.language,
  ]);
  await tx.query(
    `insert into store_registrations (owner_id, shop_name, street, city, pincode, latitude,
       longitude, owner_name, language, fssai_number, gstin, government_id_type,
       government_id_last4, store_id, created_at, updated_at, submitted_at)
     values ($1, $2, $3, 'Hyderabad', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)`,
    [
      ownerId,
      store.name,
      store.street,
      store.pincode,
      registration.latitude,
      registration.longitude,
      store.ownerName,
      store.language,
      registration.fssaiNumber,
      registration.gstin,
      registration.governmentIdType,
      idNumberLast4(registration.governmentIdNumber),
      branch.id,
      started,
      submitted,
    ],
  );

  const byOwner = (action: string, moment: Date, details: Record<string, unknown> = {}) =>
    repos.audit.record(
      {
        adminId: null,
        ownerId,
        action,
        entity: 'branch',
        entityId: branch.id,
        details: { name: store.name, ...details, by: 'owner' },
        at: moment,
      },
      tx,
    );
  const byAdmin = (action: string, moment: Date, details: Record<string, unknown>) =>
    adminId
      ? repos.audit.record(
          {
            adminId,
            action,
            entity: 'branch',
            entityId: branch.id,
            details: { name: store.name, ...details },
            at: moment,
          },
          tx,
        )
      : Promise.resolve();
  const told = (template: NotificationTemplate, moment: Date, params: Record<string, unknown>) =>
    delivered(tx, {
      to: store.mobile,
      template,
      params: { name: store.name, link, ...params },
      storeId: branch.id,
      language: store.language,
      at: moment,
    });

  await byOwner('submit', submitted);
  await told('store_received', submitted, { dueAt: dueAt(submitted).toISOString() });

  // The documents as they are now; a replaced one was uploaded when it was resubmitted.
  const replaced = outcome.decision === 'reject' ? outcome.unclear.kind : null;
  for (const [i, doc] of at(input.drawn, n).entries()) {
    const uploadedAt =
      doc.kind === replaced && resubmitted
        ? new Date(resubmitted.getTime() - 10 * 60 * 1000)
        : new Date(submitted.getTime() - 30 * 60 * 1000);
    const { document } = await repos.documents.put(
      {
        parentId: branch.id,
        kind: doc.kind,
        storageKey: doc.key,
        contentType: doc.contentType,
        size: doc.size,
        uploadedAt,
      },
      tx,
    );
    if (!adminId) continue;
    // The reviewer went through each before deciding; the flagged one was marked unclear.
    const unclear = doc.kind === replaced && outcome.decision === 'reject';
    const markedAt = new Date(decided.getTime() - (10 - i) * 60 * 1000);
    const note = unclear && outcome.decision === 'reject' ? outcome.unclear.note : null;
    if (!unclear)
      await repos.documents.review(
        {
          parentId: branch.id,
          documentId: document.id,
          state: 'verified',
          note: null,
          adminId,
          at: markedAt,
        },
        tx,
      );
    await byAdmin('review-document', markedAt, {
      documentId: document.id,
      kind: doc.kind,
      state: unclear ? 'unclear' : 'verified',
      ...(note ? { note } : {}),
    });
  }

  if (adminId)
    await repos.reviewDecisions.record(
      {
        kind: 'store',
        subjectId: branch.id,
        decision: outcome.decision,
        reason: outcome.decision === 'reject' ? outcome.reason : null,
        note: (outcome.decision === 'reject' && outcome.note) || null,
        adminId,
        at: decided,
      },
      tx,
    );
  if (outcome.decision === 'approve') {
    await byAdmin('approve', decided, { from: 'pending', to: 'approved' });
    if (adminId) await told('store_approved', decided, {});
    return;
  }
  const { reason, note, unclear } = outcome;
  await byAdmin('reject', decided, { from: 'pending', to: 'rejected', reason, note });
  if (adminId) await told('store_rejected', decided, { reason, note, documents: [unclear.kind] });
  if (!resubmitted) return;
  await byOwner('upload-document', new Date(resubmitted.getTime() - 10 * 60 * 1000), {
    kind: unclear.kind,
  });
  await byOwner('resubmit', resubmitted);
  await told('store_received', resubmitted, { dueAt: dueAt(resubmitted).toISOString() });
}

/**
 * The site's registrations: the drafts and the submitted stores (documents drawn beforehand,
 * in SITE_STORES' order), reviewed by `adminId` when there is an admin.
 */
export async function seedSiteRegistrations(tx: Queryable, input: SeedSiteInput): Promise<void> {
  await seedDrafts(tx, input.now);
  for (const [n, store] of SITE_STORES.entries()) await seedSiteStore(tx, store, n, input);
}
