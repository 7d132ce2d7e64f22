// Every admin answer, as every role reads it (issue 36, item 5): the domain's ROLE_FIELDS say
// which personal data of other people a role sees, and no answer carries a field the table
// withholds from the role that asked: no whole phone number, no e-mail (but the inbox's own for
// Support), no FSSAI number, GSTIN or government ID for Catalogue and Support, while the Owner
// and Reviewers still read all of it. The GET operations are read from the contract and sent
// with the world's real ids (reliability/world.ts), so a new admin answer is walked the day it
// is added; the Owner asks first, so a cached answer is never served to another role.
import { formatIndianMobile } from '@kirana/domain/mobile';
import {
  ROLES,
  ROLE_FIELDS,
  maskedPhone,
  roleHas,
  type Permission,
  type PersonalField,
  type Role,
} from '@kirana/domain/team';
import { describe, expect, test } from 'vitest';
import { listOperations, loadContract } from '../contract/contract.js';
import { buildWorld, protectedRequests, type Request, type World } from '../reliability/world.js';
import { useTestApp, type TestAdmin, type TestApp } from '../testing/app.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';

const adminReads = listOperations(loadContract()).filter(
  (op) => op.auth === 'admin' && op.method === 'get',
);

/** Answers that are no JSON (a document's bytes, a catalogue's CSV) carry no such fields. */
const NOT_JSON = new Set(['openDocument', 'exportCatalogue', 'openConversationMedia']);

const OWNER_EMAIL = 'owner.secret@example.in';
const APPLICANT_EMAIL = 'applicant.secret@example.in';
const VISITOR_EMAIL = 'lakshmi@example.in';
const INVITE_EMAIL = 'waiting@kirana.test';
const VISITOR_PHONE = '+44 20 7946 0958';
const FSSAI = '13623011000123';
const GSTIN = '36AAPFU0939F1ZV';
const ID_MASKED = 'XXXX XXXX 9876';

/** A planted value, the field of the table it belongs to, and the permission of its screens. */
interface Planted {
  value: string;
  field: PersonalField;
  screen: Permission;
}

const PLANTED: readonly Planted[] = [
  { value: OWNER_EMAIL, field: 'email', screen: 'stores.view' },
  { value: APPLICANT_EMAIL, field: 'email', screen: 'partners.view' },
  { value: INVITE_EMAIL, field: 'email', screen: 'activity.view' },
  { value: VISITOR_EMAIL, field: 'contactEmail', screen: 'inbox.manage' },
  { value: FSSAI, field: 'fssaiNumber', screen: 'stores.view' },
  { value: GSTIN, field: 'gstin', screen: 'stores.view' },
  { value: ID_MASKED, field: 'governmentId', screen: 'stores.view' },
  { value: '"fssaiNumber"', field: 'fssaiNumber', screen: 'stores.view' },
  { value: '"gstin"', field: 'gstin', screen: 'stores.view' },
  { value: '"governmentId"', field: 'governmentId', screen: 'stores.view' },
  { value: '"ownerEmail"', field: 'email', screen: 'stores.view' },
];

/** Every way a phone number is written in an answer: as kept, as digits, as E.164, as shown. */
function writtenForms(phone: string): string[] {
  const digits = phone.replace(/\D/g, '');
  const last10 = digits.slice(-10);
  return [phone, digits, `+91${last10}`, formatIndianMobile(last10), last10];
}

const EMAIL = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** The world with every personal field filled: the approved store's registration, and more. */
async function plant(t: TestApp, world: World) {
  await t.db.query(
    `update branches set owner_phone = '+91 97000 12345', owner_email = $2, fssai_number = $3,
       gstin = $4, government_id_type = 'aadhaar', government_id_last4 = '9876'
     where id = $1`,
    [world.branch.id, OWNER_EMAIL, FSSAI, GSTIN],
  );
  await t.db.query('update delivery_partner_applications set email = $2 where id = $1', [
    world.applicationId,
    APPLICANT_EMAIL,
  ]);
  await t.db.query('update contact_messages set phone = $2 where id = $1', [
    world.contactMessageId,
    VISITOR_PHONE,
  ]);
  // Every phone number the world keeps, wherever it is.
  const rows = await t.db.query<{ phone: string }>(
    `select phone from branches union select owner_phone from branches where owner_phone is not null
     union select phone from delivery_partner_applications
     union select phone from contact_messages where phone is not null
     union select recipient_phone from notifications where recipient_phone is not null
     union select phone from store_owners`,
  );
  return rows.map((row) => row.phone);
}

describe.skipIf(!DATABASE_AVAILABLE)(`personal data in admin answers, by role (${TEST_DB})`, () => {
  const t = useTestApp();

  test('no answer carries a field ROLE_FIELDS withholds from the role; the Owner and Reviewers read all', async () => {
    const world = await buildWorld(t);
    const phones = await plant(t, world);
    expect(phones).toContain(VISITOR_PHONE);
    const team = {} as Record<Role, TestAdmin>;
    for (const role of ROLES) team[role] = await t.admin(`${role.toLowerCase()}@kirana.test`, role);

    /** The reads of the contract, and the writes Catalogue and Support make, with real ids. */
    const requests: { id: string; request: Request }[] = [
      ...adminReads.map((op) => {
        const make = protectedRequests[op.operationId];
        if (!make) throw new Error(`world.ts has no request for ${op.operationId}`);
        return { id: op.operationId, request: make(world) };
      }),
      // The whole activity log and the invites in it (the world's row asks for approvals).
      { id: 'listActivity', request: { method: 'GET', url: '/api/admin/activity?limit=100' } },
      ...(['loginAsBranch', 'setContactMessageStatus', 'retryNotification'] as const).map((id) => ({
        id,
        request: (protectedRequests[id] as (w: World) => Request)(world),
      })),
    ];
    const permissionOf = (id: string) =>
      listOperations(loadContract()).find((op) => op.operationId === id)?.permission as Permission;

    for (const role of ROLES) {
      const seen = ROLE_FIELDS[role];
      const admin = team[role];
      let read = '';
      for (const { id, request } of requests) {
        if (!roleHas(role, permissionOf(id))) continue;
        // A failed message to send again and a new one to mark handled, for each role that may.
        if (id === 'retryNotification') {
          await t.db.query(`update notifications set state = 'failed' where id = $1`, [
            world.failedNotificationId,
          ]);
        }
        if (id === 'setContactMessageStatus') {
          await t.db.query(
            `update contact_messages set status = 'new', handled_by = null, handled_at = null
             where id = $1`,
            [world.contactMessageId],
          );
        }
        const response = await t.app.inject({
          ...request,
          headers: { ...request.headers, ...admin.headers },
        });
        expect(response.statusCode, `${id} as ${role}: ${response.body.slice(0, 200)}`).toBe(200);
        if (NOT_JSON.has(id)) continue;
        const text = response.body;
        read += text;

        for (const phone of phones) {
          for (const form of seen.phone === 'full' ? [] : writtenForms(phone)) {
            expect(text.includes(form), `${id} as ${role} carries ${form}`).toBe(false);
          }
        }
        const emails = (text.match(EMAIL) ?? []).filter((email) => email !== admin.email);
        const allowed = seen.email
          ? emails
          : emails.filter((email) => seen.contactEmail && email === VISITOR_EMAIL);
        expect(emails, `${id} as ${role}`).toEqual(allowed);
        for (const planted of PLANTED) {
          if (seen[planted.field]) continue;
          expect(text.includes(planted.value), `${id} as ${role} carries ${planted.value}`).toBe(
            false,
          );
        }
      }

      // What the role sees, it reads: every planted field its screens show, whole phone
      // numbers or their last four digits.
      for (const planted of PLANTED) {
        if (!seen[planted.field] || !roleHas(role, planted.screen)) continue;
        expect(read.includes(planted.value), `${role} reads ${planted.value}`).toBe(true);
      }
      const storePhone = world.branch.phone;
      expect(read).toContain(seen.phone === 'full' ? storePhone : maskedPhone(storePhone));
      if (roleHas(role, 'inbox.manage')) {
        expect(read).toContain(seen.phone === 'full' ? VISITOR_PHONE : '••••••0958');
      }
    }
  }, 120_000);

  test('the table: the Owner and Reviewers see everything; Catalogue and Support last four digits and no papers', () => {
    for (const role of ['Owner', 'Reviewer'] as const) {
      expect(ROLE_FIELDS[role]).toEqual({
        phone: 'full',
        email: true,
        contactEmail: true,
        fssaiNumber: true,
        gstin: true,
        governmentId: true,
      });
    }
    expect(ROLE_FIELDS.Catalogue).toMatchObject({ phone: 'last4', email: false, gstin: false });
    expect(ROLE_FIELDS.Support).toMatchObject({
      phone: 'last4',
      email: false,
      contactEmail: true,
      fssaiNumber: false,
      gstin: false,
      governmentId: false,
    });
    expect(maskedPhone('+91 98480 22338')).toBe('+91 ••••• •2338');
    expect(maskedPhone('+919848022338')).toBe('+91 ••••• •2338');
    expect(maskedPhone(VISITOR_PHONE)).toBe('••••••0958');
  });
});
