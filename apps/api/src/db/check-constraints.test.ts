// The SQL `check (x in (...))` and `check (length(x) <= n)` constraints are a copy of the domain's
// lists and bounds: each one is tied here to the constant the code validates with, so a value
// added or a bound changed on one side fails this test instead of reaching PostgreSQL as a 23514.
import { VEHICLES, PARTNER_DOCUMENT_KINDS } from '@kirana/domain/delivery-partner-fields';
import { APPLICATION_STATUSES } from '@kirana/domain/delivery-partners';
import { DOCUMENT_MIME_TYPES } from '@kirana/domain/documents';
import { MAX_EMAIL_LENGTH } from '@kirana/domain/common';
import {
  CANNED_BODY_MAX,
  CANNED_TITLE_MAX,
  CONTACT_STATUSES,
  CONVERSATION_CHANNELS,
  CONVERSATION_NAME_MAX,
  CONVERSATION_SUBJECT_MAX,
  INBOUND_LIMITS,
  REPLY_MAX_LENGTH,
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
  ID_NUMBER_KEPT_DIGITS,
  STORE_DOCUMENT_KINDS,
  STORE_STATUSES,
} from '@kirana/domain/stores';
import {
  DATA_REQUEST_KINDS,
  DATA_REQUEST_MESSAGE_MAX,
  DATA_REQUEST_REPLY_MAX,
  DATA_REQUEST_STATUSES,
} from '@kirana/domain/rights';
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

/** `table.column` → the [shortest, longest] length the code allows. Every length constraint too. */
const LENGTH_TIES: Record<string, [number, number]> = {
  'branches.government_id_last4': [0, ID_NUMBER_KEPT_DIGITS],
  'canned_replies.body': [1, CANNED_BODY_MAX],
  'canned_replies.title': [1, CANNED_TITLE_MAX],
  'conversation_messages.body': [0, Math.max(...Object.values(REPLY_MAX_LENGTH))],
  'conversation_messages.media_caption': [0, INBOUND_LIMITS.captionMax],
  'conversations.person_email': [0, MAX_EMAIL_LENGTH],
  'conversations.person_name': [0, CONVERSATION_NAME_MAX],
  'conversations.subject': [1, CONVERSATION_SUBJECT_MAX],
  'data_requests.message': [0, DATA_REQUEST_MESSAGE_MAX],
  'data_requests.reply': [0, DATA_REQUEST_REPLY_MAX],
  'store_registrations.government_id_last4': [0, ID_NUMBER_KEPT_DIGITS],
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

/**
 * `CHECK ((length(body) <= 5000))` → body, [0, 5000]; `CHECK (((length(t) >= 1) AND (length(t) <=
 * 80)))` (how PostgreSQL prints `between 1 and 80`) → t, [1, 80].
 */
function lengthConstraint(definition: string): { column: string; bounds: [number, number] } | null {
  const most = /^CHECK \(\(length\((\w+)\) <= (\d+)\)\)$/.exec(definition);
  if (most?.[1] && most[2]) return { column: most[1], bounds: [0, Number(most[2])] };
  const between = /^CHECK \(\(\(length\((\w+)\) >= (\d+)\) AND \(length\(\1\) <= (\d+)\)\)\)$/.exec(
    definition,
  );
  if (between?.[1] && between[2] && between[3])
    return { column: between[1], bounds: [Number(between[2]), Number(between[3])] };
  return null;
}

test('reads a length constraint as PostgreSQL prints it, and nothing else', () => {
  expect(lengthConstraint('CHECK ((length(body) <= 5000))')).toEqual({
    column: 'body',
    bounds: [0, 5000],
  });
  expect(lengthConstraint('CHECK (((length(title) >= 1) AND (length(title) <= 80)))')).toEqual({
    column: 'title',
    bounds: [1, 80],
  });
  expect(lengthConstraint('CHECK ((quantity > 0))')).toBeNull();
});

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

/** Each check constraint of the schema as `{ table, def }`, PostgreSQL's own printing. */
async function checkConstraints() {
  const rows = await database.db.query<{ tbl: string; def: string }>(
    `select conrelid::regclass::text as tbl, pg_get_constraintdef(oid) as def
     from pg_constraint where contype = 'c' and connamespace = current_schema()::regnamespace`,
  );
  return rows.map((row) => ({ table: row.tbl.replace(/^.*\./, ''), def: row.def }));
}

test.skipIf(!DATABASE_AVAILABLE)(
  `every list constraint equals the code's list (${TEST_DB})`,
  async () => {
    const found: Record<string, string[]> = {};
    for (const { table, def } of await checkConstraints()) {
      const list = listConstraint(def);
      if (list) found[`${table}.${list.column}`] = list.values;
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

test.skipIf(!DATABASE_AVAILABLE)(
  `every length constraint equals the code's bounds (${TEST_DB})`,
  async () => {
    const found: Record<string, [number, number]> = {};
    for (const { table, def } of await checkConstraints()) {
      const length = lengthConstraint(def);
      if (length) found[`${table}.${length.column}`] = length.bounds;
    }
    expect(found).toEqual(LENGTH_TIES);
  },
);
