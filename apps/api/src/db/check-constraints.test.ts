// The SQL `check (x in (...))` constraints are a copy of the domain's lists: each one is tied here
// to the constant the code validates with, so a value added on one side fails this test instead
// of reaching PostgreSQL as a 23514.
import { VEHICLES, PARTNER_DOCUMENT_KINDS } from '@kirana/domain/delivery-partner-fields';
import { APPLICATION_STATUSES } from '@kirana/domain/delivery-partners';
import { DOCUMENT_MIME_TYPES } from '@kirana/domain/documents';
import {
  CONTACT_STATUSES,
  CONVERSATION_CHANNELS,
  CONVERSATION_STATUSES,
  MESSAGE_DIRECTIONS,
  MESSAGE_KINDS,
  REPLY_WAYS,
} from '@kirana/domain/inbox';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_DELIVERY_STATES,
  NOTIFICATION_STATES,
} from '@kirana/domain/notifications';
import { OWNER_LANGUAGES } from '@kirana/domain/owner-sign-in';
import {
  DOCUMENT_REVIEW_STATES,
  GOVERNMENT_ID_TYPES,
  STORE_DOCUMENT_KINDS,
  STORE_STATUSES,
} from '@kirana/domain/stores';
import { DATA_REQUEST_KINDS, DATA_REQUEST_STATUSES } from '@kirana/domain/rights';
import { REVIEW_KINDS } from '@kirana/domain/review';
import { ROLES } from '@kirana/domain/team';
import { UNITS } from '@kirana/domain/units';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CHALLENGE_KINDS } from '../repositories/second-factor.js';
import { CUSTOMER_STATUSES, ORDER_STATUSES } from '../repositories/stats.js';
import { DATABASE_AVAILABLE, openTestDatabase, TEST_DB, type TestDatabase } from '../testing/db.js';

/** `table.column` → the list the code holds. Every list constraint of the schema must be here. */
const TIES: Record<string, readonly string[]> = {
  'admin_challenges.kind': CHALLENGE_KINDS,
  'admin_invites.role': ROLES,
  'admins.role': ROLES,
  'application_documents.content_type': DOCUMENT_MIME_TYPES,
  'application_documents.kind': PARTNER_DOCUMENT_KINDS,
  'application_documents.review_state': DOCUMENT_REVIEW_STATES,
  'branch_documents.content_type': DOCUMENT_MIME_TYPES,
  'branch_documents.kind': STORE_DOCUMENT_KINDS,
  'branch_documents.review_state': DOCUMENT_REVIEW_STATES,
  'branches.government_id_type': GOVERNMENT_ID_TYPES,
  'branches.language': OWNER_LANGUAGES,
  'branches.status': STORE_STATUSES,
  'canned_replies.language': OWNER_LANGUAGES,
  'contact_messages.status': CONTACT_STATUSES,
  'conversation_messages.direction': MESSAGE_DIRECTIONS,
  'conversation_messages.kind': MESSAGE_KINDS,
  'conversation_messages.sent_as': REPLY_WAYS,
  'conversations.channel': CONVERSATION_CHANNELS,
  'conversations.language': OWNER_LANGUAGES,
  'conversations.status': CONVERSATION_STATUSES,
  'customers.status': CUSTOMER_STATUSES,
  'data_requests.kind': DATA_REQUEST_KINDS,
  'data_requests.status': DATA_REQUEST_STATUSES,
  'default_products.unit': UNITS,
  'delivery_partner_applications.language': OWNER_LANGUAGES,
  'delivery_partner_applications.notice_language': OWNER_LANGUAGES,
  'delivery_partner_applications.status': APPLICATION_STATUSES,
  'delivery_partner_applications.vehicle': VEHICLES,
  'notifications.channel': NOTIFICATION_CHANNELS,
  'notifications.delivery_state': NOTIFICATION_DELIVERY_STATES,
  'notifications.language': OWNER_LANGUAGES,
  'notifications.send_via': NOTIFICATION_CHANNELS,
  'notifications.state': NOTIFICATION_STATES,
  'orders.status': ORDER_STATUSES,
  'owner_codes.language': OWNER_LANGUAGES,
  'owner_consents.language': OWNER_LANGUAGES,
  'products.unit': UNITS,
  'registration_documents.content_type': DOCUMENT_MIME_TYPES,
  'registration_documents.kind': STORE_DOCUMENT_KINDS,
  'review_decisions.kind': REVIEW_KINDS,
  'store_owners.language': OWNER_LANGUAGES,
  'store_registrations.government_id_type': GOVERNMENT_ID_TYPES,
  'store_registrations.language': OWNER_LANGUAGES,
};

/** `CHECK ((status = ANY (ARRAY['a'::text, 'b'::text])))` → status, [a, b]. */
function listConstraint(definition: string): { column: string; values: string[] } | null {
  const match = /^CHECK \(\((\w+) = ANY \(ARRAY\[(.*)\]\)\)\)$/.exec(definition);
  const [, column, list] = match ?? [];
  if (!column || list === undefined) return null;
  const values = [...list.matchAll(/'((?:[^']|'')*)'::text/g)].map((m) =>
    (m[1] ?? '').replaceAll("''", "'"),
  );
  return { column, values };
}

test('reads a list constraint as PostgreSQL prints it, and nothing else', () => {
  expect(listConstraint("CHECK ((kind = ANY (ARRAY['a'::text, 'it''s'::text])))")).toEqual({
    column: 'kind',
    values: ['a', "it's"],
  });
  expect(listConstraint('CHECK ((quantity > 0))')).toBeNull();
});

let database: TestDatabase;
beforeAll(async () => {
  if (DATABASE_AVAILABLE) database = await openTestDatabase();
});
afterAll(() => database?.drop());

test.skipIf(!DATABASE_AVAILABLE)(
  `every list constraint equals the code's list (${TEST_DB})`,
  async () => {
    const rows = await database.db.query<{ tbl: string; def: string }>(
      `select conrelid::regclass::text as tbl, pg_get_constraintdef(oid) as def
       from pg_constraint where contype = 'c' and connamespace = current_schema()::regnamespace`,
    );
    const found: Record<string, string[]> = {};
    for (const row of rows) {
      const list = listConstraint(row.def);
      if (list) found[`${row.tbl.replace(/^.*\./, '')}.${list.column}`] = list.values;
    }
    expect(Object.keys(found).sort()).toEqual(Object.keys(TIES).sort());
    for (const [column, values] of Object.entries(found)) {
      expect({ column, values: [...values].sort() }).toEqual({
        column,
        values: [...(TIES[column] ?? [])].sort(),
      });
    }
  },
);
