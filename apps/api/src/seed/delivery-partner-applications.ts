// Demo delivery-partner applications in every state: pending ones (one overdue, one a
// re-application after a rejection), approved and rejected ones with the reviewer's marks,
// decisions in the audit log and the SMS each decision sent (one failed, to retry). Their
// documents are drawn (ID cards, a licence, a portrait) or written (a bill as PDF) and stored
// privately like any upload.
import type { GovernmentIdType } from '@kirana/domain/stores';
import type { NotificationTemplate } from '@kirana/domain/notifications';
import {
  requiredPartnerDocuments,
  type PartnerDocumentKind,
  type PartnerRejectReason,
  type Vehicle,
} from '@kirana/domain/delivery-partners';
import type { Queryable } from '../db/adapter.js';
import type { Repositories } from '../repositories/index.js';
import type { Storage } from '../storage/storage.js';
import { idCardSvg, portraitSvg, renderDocument, storeDrawn, textPdf } from './documents.js';
import type { Drawn, ToDraw } from './documents.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

interface SeedApplication {
  name: string;
  phone: string;
  email: string | null;
  pincode: string;
  street: string;
  vehicle: Vehicle;
  hoursAgo: number;
  status: 'pending' | 'approved' | 'rejected';
  reason?: PartnerRejectReason;
  note?: string;
  /** Documents drawn dark and blurred (what an "unclear document" looks like). */
  unclear?: PartnerDocumentKind[];
  /** Left out, for a rejection for a missing licence. */
  without?: PartnerDocumentKind[];
  idType: GovernmentIdType;
  /** How the decision's SMS went. */
  sms?: 'sent' | 'failed';
}

type Applicant = Pick<
  SeedApplication,
  'name' | 'phone' | 'email' | 'pincode' | 'street' | 'vehicle'
>;

/** The two who applied twice, with the same details both times. */
const RAMESH: Applicant = {
  name: 'Ramesh Yadav',
  phone: '9848011001',
  email: null,
  pincode: '500036',
  street: '16-2-145, Malakpet',
  vehicle: 'motorbike',
};
const ANIL: Applicant = {
  name: 'Anil Kumar Goud',
  phone: '9848011002',
  email: 'anil.goud@example.in',
  pincode: '500072',
  street: 'Plot 44, KPHB Colony',
  vehicle: 'electric_scooter',
};

/** In order of submission; a later one with the same phone re-applies after the earlier. */
export const APPLICATIONS: SeedApplication[] = [
  {
    ...RAMESH,
    hoursAgo: 20 * 24,
    status: 'rejected',
    reason: 'licence_missing',
    without: ['driving_licence'],
    idType: 'aadhaar',
    sms: 'sent',
  },
  {
    ...ANIL,
    hoursAgo: 14 * 24,
    status: 'rejected',
    reason: 'unclear_document',
    note: 'The Aadhaar photo is too dark to read the name.',
    unclear: ['government_id'],
    idType: 'aadhaar',
    sms: 'sent',
  },
  {
    ...ANIL,
    hoursAgo: 11 * 24,
    status: 'approved',
    note: 'Clear copies this time.',
    idType: 'aadhaar',
    sms: 'sent',
  },
  {
    name: 'Sravani Devi',
    phone: '9848011003',
    email: 'sravani.d@example.in',
    pincode: '500038',
    street: '8-3-222, Yousufguda',
    vehicle: 'bicycle',
    hoursAgo: 9 * 24,
    status: 'approved',
    idType: 'voter_id',
    sms: 'sent',
  },
  {
    name: 'Imran Khan',
    phone: '9848011004',
    email: null,
    pincode: '500008',
    street: '10-1-17, Tolichowki',
    vehicle: 'motorbike',
    hoursAgo: 6 * 24,
    status: 'rejected',
    reason: 'invalid_document',
    note: 'The address proof is a shop receipt, not a bill or a rent agreement.',
    idType: 'pan',
    sms: 'failed',
  },
  {
    name: 'Lakshmi Prasanna',
    phone: '9848011005',
    email: 'prasanna.l@example.in',
    pincode: '500104',
    street: 'Flat 302, Gachibowli Heights',
    vehicle: 'on_foot',
    hoursAgo: 5 * 24,
    status: 'rejected',
    reason: 'outside_service_area',
    note: 'We do not deliver in Gachibowli yet.',
    idType: 'passport',
    sms: 'sent',
  },
  {
    ...RAMESH,
    hoursAgo: 3 * 24 + 5,
    status: 'pending',
    idType: 'aadhaar',
  },
  {
    name: 'Venkatesh Naik',
    phone: '9848011006',
    email: 'venky.naik@example.in',
    pincode: '500028',
    street: '12-2-820, Mehdipatnam',
    vehicle: 'electric_scooter',
    hoursAgo: 30,
    status: 'pending',
    idType: 'driving_licence',
  },
  {
    name: 'Fatima Begum',
    phone: '9848011007',
    email: null,
    pincode: '500002',
    street: '22-7-269, Charminar',
    vehicle: 'bicycle',
    hoursAgo: 9,
    status: 'pending',
    unclear: ['address_proof'],
    idType: 'aadhaar',
  },
  {
    name: 'Suresh Babu',
    phone: '9848011008',
    email: 'suresh.babu@example.in',
    pincode: '500016',
    street: '1-10-72, Begumpet',
    vehicle: 'on_foot',
    hoursAgo: 2,
    status: 'pending',
    idType: 'voter_id',
  },
];

const COLOURS = ['#1565c0', '#2e7d32', '#6a1b9a', '#c62828', '#00838f'];
const SKINS = ['#c68642', '#a0662f', '#8d5524', '#e0ac69', '#b07a4f'];

type DrawnDocument = Drawn<PartnerDocumentKind>;

function documentsOf(application: SeedApplication, n: number): ToDraw<PartnerDocumentKind>[] {
  const unclear = (kind: PartnerDocumentKind) => application.unclear?.includes(kind) ?? false;
  const colour = COLOURS[n % COLOURS.length] ?? '#1565c0';
  const last4 = application.phone.slice(-4);
  const all: [PartnerDocumentKind, Promise<Buffer>, 'image/jpeg' | 'application/pdf'][] = [
    [
      'government_id',
      renderDocument(
        idCardSvg({
          name: application.name,
          type: application.idType,
          last4,
          birthYear: 1990 + (n % 12),
          colour,
        }),
        unclear('government_id'),
      ),
      'image/jpeg',
    ],
    [
      'address_proof',
      unclear('address_proof')
        ? renderDocument(
            idCardSvg({
              name: application.name,
              type: 'aadhaar',
              last4,
              birthYear: 1990,
              colour: '#777',
            }),
            true,
          )
        : Promise.resolve(
            textPdf([
              'TSSPDCL - Electricity Bill',
              `Consumer: ${application.name}`,
              `Address: ${application.street}, Hyderabad ${application.pincode}`,
              'Bill month: October 2026',
              'Amount due: Rs. 642.00',
            ]),
          ),
      unclear('address_proof') ? 'image/jpeg' : 'application/pdf',
    ],
    [
      'photo',
      renderDocument(
        portraitSvg(SKINS[n % SKINS.length] ?? '#c68642', colour, '#eef2f6'),
        unclear('photo'),
      ),
      'image/jpeg',
    ],
    [
      'driving_licence',
      renderDocument(
        idCardSvg({
          name: application.name,
          type: 'driving_licence',
          last4: `${last4.slice(0, 2)}${n}7`,
          birthYear: 1990 + (n % 12),
          colour: '#37474f',
        }),
        unclear('driving_licence'),
      ),
      'image/jpeg',
    ],
  ];
  const needed = requiredPartnerDocuments(application.vehicle);
  return all.filter(([kind]) => needed.includes(kind) && !application.without?.includes(kind));
}

/** Draws and stores every application's documents (before the seed's transaction). */
export function drawApplicationDocuments(documents: Storage): Promise<DrawnDocument[][]> {
  return Promise.all(
    APPLICATIONS.map((application, n) =>
      Promise.all(documentsOf(application, n).map((one) => storeDrawn(documents, one))),
    ),
  );
}

/** Writes the applications, their documents, marks, decisions and messages. */
export async function seedApplications(
  tx: Queryable,
  repos: Repositories,
  input: { drawn: DrawnDocument[][]; adminId: string | null; now: number },
): Promise<number> {
  const { drawn, adminId, now } = input;
  for (const [n, seed] of APPLICATIONS.entries()) {
    const submittedAt = new Date(now - seed.hoursAgo * HOUR_MS);
    const decidedAt = new Date(
      submittedAt.getTime() + Math.min(1.5 * DAY_MS, (seed.hoursAgo * HOUR_MS) / 2),
    );
    const application = await repos.applications.insert(
      {
        name: seed.name,
        phone: seed.phone,
        email: seed.email,
        pincode: seed.pincode,
        vehicle: seed.vehicle,
        previousApplicationId: await repos.applications.latestRejectedOf(seed.phone, tx),
        submittedAt,
      },
      tx,
    );
    const decided = seed.status !== 'pending' && adminId;
    for (const [i, doc] of (drawn[n] ?? []).entries()) {
      const { document } = await repos.applicationDocuments.put(
        {
          parentId: application.id,
          kind: doc.kind,
          storageKey: doc.key,
          contentType: doc.contentType,
          size: doc.size,
          uploadedAt: submittedAt,
        },
        tx,
      );
      if (!decided) continue;
      const unclear = seed.unclear?.includes(doc.kind) ?? false;
      const invalid = seed.reason === 'invalid_document' && doc.kind === 'address_proof';
      const state = unclear || invalid ? 'unclear' : 'verified';
      const note = state === 'unclear' ? (seed.note ?? 'Cannot read it.') : null;
      const at = new Date(decidedAt.getTime() - 60_000 + i * 1000);
      await repos.applicationDocuments.review(
        { parentId: application.id, documentId: document.id, state, note, adminId, at },
        tx,
      );
      await repos.audit.record(
        {
          adminId,
          action: 'review-document',
          entity: 'delivery-partner-application',
          entityId: application.id,
          details: {
            name: seed.name,
            documentId: document.id,
            kind: doc.kind,
            state,
            ...(note ? { note } : {}),
          },
          at,
        },
        tx,
      );
    }
    if (!decided || seed.status === 'pending') continue;
    await repos.applications.decide(application.id, 'pending', seed.status, tx);
    await repos.reviewDecisions.record(
      {
        kind: 'delivery-partner',
        subjectId: application.id,
        decision: seed.status === 'approved' ? 'approve' : 'reject',
        reason: seed.reason ?? null,
        note: seed.note ?? null,
        adminId,
        at: decidedAt,
      },
      tx,
    );
    await repos.audit.record(
      {
        adminId,
        action: seed.status === 'approved' ? 'approve' : 'reject',
        entity: 'delivery-partner-application',
        entityId: application.id,
        details: {
          name: seed.name,
          from: 'pending',
          to: seed.status,
          ...(seed.reason ? { reason: seed.reason } : {}),
          ...(seed.note ? { note: seed.note } : {}),
        },
        at: decidedAt,
      },
      tx,
    );
    const template: NotificationTemplate =
      seed.status === 'approved' ? 'partner_approved' : 'partner_rejected';
    await tx.query(
      `insert into notifications (recipient_phone, template, params, entity, entity_id, state,
         channel, attempts, next_attempt_at, last_error, sent_at, created_at)
       values ($1, $2, $3::jsonb, 'delivery-partner-application', $4, $5, 'webhook', $6, $7, $8,
         $9, $7)`,
      [
        `+91${seed.phone}`,
        template,
        JSON.stringify({ name: seed.name, reason: seed.reason, note: seed.note }),
        application.id,
        seed.sms === 'failed' ? 'failed' : 'sent',
        // Sent at the first try; the refused one was refused at once (a 4xx is not retried).
        1,
        decidedAt,
        seed.sms === 'failed' ? 'The webhook answered HTTP 400: unknown recipient.' : null,
        seed.sms === 'failed' ? null : new Date(decidedAt.getTime() + 4000),
      ],
    );
  }
  return APPLICATIONS.length;
}
