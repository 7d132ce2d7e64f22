// The demo stores' registration documents and review trail: each store's certificate, ID card
// and shop front drawn and stored privately, approved stores' documents marked verified, and
// the decisions behind rejected and suspended stores in the audit log with their reasons.
import { idNumberLast4, type StoreDocumentKind } from '@kirana/domain/stores';
import { indianMobileDigits } from '@kirana/domain/mobile';
import type { Queryable } from '../db/adapter.js';
import type { StoreWithRegistration } from '../repositories/stores.js';
import type { Repositories } from '../repositories/index.js';
import type { Storage } from '../storage/storage.js';
import {
  certificateSvg,
  idCardSvg,
  renderDocument,
  shopFrontSvg,
  storeDrawn,
  textPdf,
} from './documents.js';
import type { Drawn, ToDraw } from './documents.js';
import { registrationOf, type SeedStore } from './stores.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const COLOURS = ['#2e7d32', '#c62828', '#1565c0', '#ef6c00', '#6a1b9a', '#00838f', '#ad1457'];

export type DrawnDocument = Drawn<StoreDocumentKind>;

/**
 * Draws and stores the three documents of each store, all stores at once; the n-th store's
 * registration is the `first + n`-th one of the demo.
 */
export function drawStoreDocuments(
  documents: Storage,
  stores: readonly SeedStore[],
  first = 0,
): Promise<DrawnDocument[][]> {
  return Promise.all(
    stores.map(async (store, i) => {
      const n = first + i;
      const registration = registrationOf(store, n);
      const unclear = (kind: StoreDocumentKind) => store.unclear?.includes(kind) ?? false;
      const address = `${store.street}, Hyderabad ${store.pincode}`;
      const certificate = {
        businessName: store.name,
        ownerName: store.ownerName,
        address,
        fssaiNumber: registration.fssaiNumber,
        issuedOn: '12-03-2025',
        validUntil: '11-03-2030',
      };
      const drawn: ToDraw<StoreDocumentKind>[] = [
        [
          'shop_photo',
          renderDocument(
            shopFrontSvg(store.name, COLOURS[n % COLOURS.length] ?? '#2e7d32'),
            unclear('shop_photo'),
          ),
          'image/jpeg',
        ],
        store.certificatePdf
          ? [
              'fssai_certificate',
              Promise.resolve(
                textPdf([
                  'Food Safety and Standards Authority of India',
                  'Registration Certificate',
                  `Registration No. ${certificate.fssaiNumber}`,
                  `Name of Business: ${certificate.businessName}`,
                  `Name of Proprietor: ${certificate.ownerName}`,
                  `Address: ${address}`,
                  `Valid up to: ${certificate.validUntil}`,
                ]),
              ),
              'application/pdf',
            ]
          : [
              'fssai_certificate',
              renderDocument(certificateSvg(certificate), unclear('fssai_certificate')),
              'image/jpeg',
            ],
        [
          'government_id',
          renderDocument(
            idCardSvg({
              name: store.ownerName,
              type: registration.governmentIdType,
              last4: idNumberLast4(registration.governmentIdNumber),
              birthYear: 1968 + (n % 25),
              colour: COLOURS[(n + 3) % COLOURS.length] ?? '#1565c0',
            }),
            unclear('government_id'),
          ),
          'image/jpeg',
        ],
      ];
      return Promise.all(drawn.map((one) => storeDrawn(documents, one)));
    }),
  );
}

/**
 * Records the documents, marks them as a reviewer would have (verified at approved and
 * suspended stores; the unclear one marked unclear at rejected ones) and writes the decisions
 * of decided stores (review_decisions, and the audit log), by `adminId` when there is an admin.
 */
export async function recordReviews(
  tx: Queryable,
  repos: Repositories,
  input: {
    store: SeedStore;
    branch: StoreWithRegistration;
    drawn: DrawnDocument[];
    adminId: string | null;
    now: number;
  },
): Promise<void> {
  const { store, branch, drawn, adminId, now } = input;
  const submitted = new Date(branch.submittedAt).getTime();
  const decidedAt = new Date(submitted + Math.min(1.5 * DAY_MS, (now - submitted) / 2));
  for (const doc of drawn) {
    const { document } = await repos.documents.put(
      {
        parentId: branch.id,
        kind: doc.kind,
        storageKey: doc.key,
        contentType: doc.contentType,
        size: doc.size,
        uploadedAt: new Date(submitted),
      },
      tx,
    );
    const unclear = store.unclear?.includes(doc.kind) ?? false;
    if (!adminId || store.status === 'pending') continue;
    if (store.status === 'rejected' && !unclear) continue;
    const note = unclear ? (store.note ?? 'Cannot read it.') : null;
    const state = unclear ? 'unclear' : 'verified';
    await repos.documents.review(
      { parentId: branch.id, documentId: document.id, state, note, adminId, at: decidedAt },
      tx,
    );
    await tx.query(
      `insert into audit_log (admin_id, action, entity, entity_id, details, at)
       values ($1, 'review-document', 'branch', $2, $3::jsonb, $4)`,
      [
        adminId,
        branch.id,
        JSON.stringify({
          name: branch.name,
          documentId: document.id,
          kind: doc.kind,
          state,
          ...(note ? { note } : {}),
        }),
        // Just before the decision, in the order the reviewer went through them.
        new Date(decidedAt.getTime() - 60_000 + drawn.indexOf(doc) * 1000),
      ],
    );
  }
  if (!adminId || store.status === 'pending') return;
  const decisions: [string, string, string][] =
    store.status === 'rejected'
      ? [['reject', 'pending', 'rejected']]
      : store.status === 'suspended'
        ? [
            ['approve', 'pending', 'approved'],
            ['suspend', 'approved', 'suspended'],
          ]
        : [['approve', 'pending', 'approved']];
  for (const [i, [action, from, to]] of decisions.entries()) {
    const last = i === decisions.length - 1 && action !== 'approve';
    await repos.reviewDecisions.record(
      {
        kind: 'store',
        subjectId: branch.id,
        decision: action,
        reason: (last && store.reason) || null,
        note: (last && store.note) || null,
        adminId,
        at: new Date(decidedAt.getTime() + i * 20 * DAY_MS),
      },
      tx,
    );
    await tx.query(
      `insert into audit_log (admin_id, action, entity, entity_id, details, at)
       values ($1, $2, 'branch', $3, $4::jsonb, $5)`,
      [
        adminId,
        action,
        branch.id,
        JSON.stringify({
          name: branch.name,
          from,
          to,
          ...(last && store.reason ? { reason: store.reason } : {}),
          ...(last && store.note ? { note: store.note } : {}),
        }),
        new Date(decidedAt.getTime() + i * 20 * DAY_MS),
      ],
    );
    // The SMS the decision sent the owner, delivered by the messaging bridge seconds later.
    const mobile = indianMobileDigits(branch.ownerPhone ?? branch.phone);
    if (!mobile) continue;
    const sentAt = new Date(decidedAt.getTime() + i * 20 * DAY_MS);
    await tx.query(
      `insert into notifications (recipient_phone, template, params, entity, entity_id, state,
         channel, attempts, next_attempt_at, sent_at, created_at)
       values ($1, $2, $3::jsonb, 'branch', $4, 'sent', 'webhook', 1, $5, $6, $5)`,
      [
        `+91${mobile}`,
        `store_${action === 'approve' ? 'approved' : action === 'reject' ? 'rejected' : 'suspended'}`,
        JSON.stringify({
          name: branch.name,
          ...(last && store.reason ? { reason: store.reason } : {}),
          ...(last && store.note ? { note: store.note } : {}),
        }),
        branch.id,
        sentAt,
        new Date(sentAt.getTime() + 4000),
      ],
    );
  }
}
