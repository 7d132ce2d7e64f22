// The inbox's conversations (issue 41) as the admin and the providers see them: a visitor's
// contact form opens one and the answer reaches the local SMTP receiver; an owner writes on the
// fake WhatsApp (a signed callback) and the free-text reply reaches the fake, within 24 hours
// only (after that the template or SMS); notes are never sent; assignment, status, reopening on
// a new message; the list's order, filters, counts and pages; a Reviewer's view; the bad inputs
// (a bad signature, a repeat, too long, resolved, two replies at once, a deactivated assignee);
// media kept as an encrypted document; inbound SMS; canned replies; the clock and the dashboard.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  ASSIGNEE_CANNOT_ANSWER,
  ASSIGNEE_INACTIVE,
  ASSIGNEE_NOT_FOUND,
  CANNED_SHORTCUT_TAKEN,
  CONVERSATION_NAME_MAX,
  CONVERSATION_NOT_FOUND,
  CONVERSATION_RESOLVED,
  REPLY_MAX_LENGTH,
  REPLY_TOO_LONG,
  WINDOW_CLOSED,
} from '@kirana/domain/inbox';
import { VALUE_MESSAGES, invalidFieldMessage } from '@kirana/domain/common';
import { INBOX_MEDIA_RETENTION_DAYS } from '@kirana/domain/retention';
import { PERMISSION_MISSING } from '@kirana/domain/team';
import { runRetention } from '../services/retention.js';
import { withParams } from '@kirana/domain/catalogue';
import { WEBHOOK_SIGNATURE_INVALID } from '@kirana/domain/notifications';
import type { Schemas } from '../contract/types.js';
import { startWhatsAppFake, type WhatsAppFake } from '../notifications/fakes/whatsapp-fake.js';
import { channelsFor } from '../notifications/channels.js';
import { outboxWorker } from '../notifications/worker.js';
import { useTestApp, type TestAdmin } from '../testing/app.js';
import { expectContract, expectError } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { insertStore, makeImage } from '../testing/fixtures.js';
import { startSmtp } from '../testing/smtp.js';
import { SMS_TEST_ENV, SMS_TEST_TOKEN } from '../testing/sms.js';

const silent = { warn: () => undefined, error: () => undefined, info: () => undefined };
const TOKEN = 'EAAJ-test-access-token';
const PHONE_NUMBER_ID = '106540352242922';
const APP_SECRET = 'meta-app-secret-0123456789';
const OWNER_PHONE = '+919848011111';

type Detail = Schemas['ConversationDetailResponse'];
type List = Schemas['ConversationListResponse'];

describe.skipIf(!DATABASE_AVAILABLE)(`the inbox's conversations (${TEST_DB})`, () => {
  const env: Record<string, string> = {
    WHATSAPP_ACCESS_TOKEN: TOKEN,
    WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: 'verify-token-0123456789',
    ...SMS_TEST_ENV,
    MAIL_FROM: 'Kirana <team@kirana.test>',
    SMTP_HOST: '127.0.0.1',
  };
  let fake: WhatsAppFake;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    fake = await startWhatsAppFake({
      accessToken: TOKEN,
      phoneNumberId: PHONE_NUMBER_ID,
      appSecret: APP_SECRET,
    });
    smtp = await startSmtp();
    env.WHATSAPP_API_URL = fake.url;
    env.SMTP_PORT = String(smtp.port);
  });
  const t = useTestApp({ env });
  beforeAll(async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    fake.setWebhook(`${address}/api/webhooks/whatsapp`);
  });
  afterAll(async () => {
    await fake?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    fake.reset();
    smtp.received.length = 0;
  });

  /** Sends what the outbox holds, through the configured channels. */
  async function send() {
    const channels = channelsFor(
      t.config.notify,
      silent as never,
      mkdtempSync(join(tmpdir(), 'kirana-outbox-')),
    );
    const worker = outboxWorker({
      repos: t.repos,
      channel: channels.phone,
      ...(channels.fallback ? { fallback: channels.fallback } : {}),
      email: channels.email,
      log: silent,
    });
    await worker.runOnce();
    await worker.stop();
  }

  const get = (admin: TestAdmin, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/admin/conversations/${id}`, headers: admin.headers });
  /** The conversation as `admin` reads it (answered 200 by the contract). */
  const detailOf = async (admin: TestAdmin, id: string) =>
    expectContract<Detail>('getConversation', await get(admin, id), 200);
  const list = (admin: TestAdmin, query = '') =>
    t.call('GET', `/api/admin/conversations${query}`, admin.headers);
  const post = (admin: TestAdmin, id: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/conversations/${id}/messages`,
      headers: admin.headers,
      payload,
    });
  /** An SMS as MSG91 forwards it to the inbound webhook, behind its token. */
  const smsIn = (payload: Record<string, unknown>, token = SMS_TEST_TOKEN) =>
    t.app.inject({ method: 'POST', url: `/api/webhooks/sms-inbound/${token}`, payload });
  const patch = (admin: TestAdmin, id: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/conversations/${id}`,
      headers: admin.headers,
      payload,
    });

  async function contactForm(name = 'Lakshmi', email = 'lakshmi@example.in') {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact-messages',
      payload: {
        name,
        email,
        subject: 'Feedback',
        message: 'Is there a store near Ameerpet that delivers?',
      },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.query<{ id: string }>(
      'select id from conversations where person_email = $1 order by created_at desc limit 1',
      [email],
    );
    if (!row) throw new Error('no conversation');
    return row.id;
  }

  /** A store whose owner's number is OWNER_PHONE (language Telugu). */
  async function ownerStore() {
    const store = await insertStore(t.repos, { status: 'approved', name: 'Sai Ram Kirana' });
    const [owner] = await t.db.query<{ id: string }>(
      `insert into store_owners (phone, language) values ($1, 'te') returning id`,
      [OWNER_PHONE],
    );
    await t.db.query('update branches set owner_id = $1 where id = $2', [owner?.id, store.id]);
    return store;
  }

  async function conversationOf(phone: string) {
    const [row] = await t.db.query<{ id: string }>(
      'select id from conversations where person_phone = $1',
      [phone],
    );
    if (!row) throw new Error('no conversation');
    return row.id;
  }

  test('a contact form opens a conversation; the e-mail reply reaches the SMTP receiver and is recorded', async () => {
    const support = await t.admin('support@kirana.test', 'Support');
    const id = await contactForm();
    // The old inbox still lists the message.
    const old = await t.call('GET', '/api/admin/contact-messages', support.headers);
    expect(old.json().data.contactMessages).toHaveLength(1);

    const before = await detailOf(support, id);
    expect(before.data.conversation).toMatchObject({
      channel: 'email',
      status: 'open',
      subject: 'Feedback',
      person: { name: 'Lakshmi', email: 'lakshmi@example.in' },
      firstResponseAt: null,
    });
    expect(before.data.conversation.dueAt).not.toBeNull();
    expect(before.data.replyOptions).toMatchObject({ channel: 'email', freeText: true });
    expect(before.data.messages).toMatchObject([{ direction: 'in', kind: 'message' }]);

    const replied = expectContract<Detail>(
      'addConversationMessage',
      await post(support, id, {
        kind: 'reply',
        body: 'Yes: Sai Ram Kirana delivers in Ameerpet.\nOrder in the app.',
      }),
      201,
    );
    expect(replied.data.conversation).toMatchObject({ status: 'waiting', dueAt: null });
    expect(replied.data.conversation.firstResponseAt).not.toBeNull();
    await send();
    const mail = smtp.received.at(-1);
    expect(mail?.to).toEqual(['lakshmi@example.in']);
    expect(mail?.text).toContain('Yes: Sai Ram Kirana delivers in Ameerpet.\nOrder in the app.');
    const after = await detailOf(support, id);
    expect(after.data.messages.at(-1)).toMatchObject({
      direction: 'out',
      kind: 'message',
      sentAs: 'email',
      author: { name: expect.any(String) },
      notification: { state: 'sent', channel: 'email' },
    });
    const [entry] = await t.db.query<{ action: string; admin_id: string }>(
      "select action, admin_id from audit_log where entity = 'conversation' and entity_id = $1",
      [id],
    );
    expect(entry).toEqual({ action: 'reply', admin_id: support.id });
  });

  test('a WhatsApp profile name longer than a conversation keeps is cut at a whole character, not refused', async () => {
    const phone = '+919848022222';
    const long = 'ప😀'.repeat(CONVERSATION_NAME_MAX);
    expect((await fake.inbound(phone, { text: 'Hello', name: long })).status).toBe(200);
    const [row] = await t.db.query<{ person_name: string }>(
      'select person_name from conversations where id = $1',
      [await conversationOf(phone)],
    );
    expect(row?.person_name).toBe('ప😀'.repeat(CONVERSATION_NAME_MAX / 2));
  });

  test('an owner writes on WhatsApp: linked to their store; the free-text reply reaches the fake; a repeat changes nothing', async () => {
    const store = await ownerStore();
    const support = await t.admin('support@kirana.test', 'Support');
    const first = await fake.inbound(OWNER_PHONE, { text: 'నా దుకాణం సమయాలు మార్చాలి', name: 'Sai' });
    expect(first.status).toBe(200);
    const id = await conversationOf(OWNER_PHONE);
    const detail = await detailOf(support, id);
    expect(detail.data.conversation).toMatchObject({
      channel: 'whatsapp',
      language: 'te',
      store: { _id: store.id, name: 'Sai Ram Kirana' },
      registration: null,
    });
    // Support sees phones cut to the last four digits.
    expect(detail.data.conversation.person.phone).not.toBe(OWNER_PHONE);
    expect(detail.data.conversation.person.phone).toMatch(/1111$/);
    expect(detail.data.replyOptions).toMatchObject({ freeText: true, alternatives: [] });

    // The same callback again (Meta retries): nothing new.
    const again = await t.call(
      'POST',
      '/api/webhooks/whatsapp',
      { 'content-type': 'application/json' },
      fake.inboundCallback(OWNER_PHONE, { id: first.id, text: 'నా దుకాణం సమయాలు మార్చాలి' }),
    );
    expect(again.statusCode).toBe(401); // not signed: refused
    const body = fake.inboundCallback(OWNER_PHONE, { id: first.id, text: 'x' });
    const signed = await t.call(
      'POST',
      '/api/webhooks/whatsapp',
      { 'content-type': 'application/json', 'x-hub-signature-256': fake.sign(body) },
      body,
    );
    expect(
      expectContract<{ data: { received: number } }>('receiveWhatsAppWebhook', signed, 200).data
        .received,
    ).toBe(0);

    await post(support, id, { kind: 'reply', body: 'సరే, మార్చాము. Done.' });
    await send();
    expect(fake.accepted).toMatchObject([
      { to: OWNER_PHONE.slice(1), text: 'సరే, మార్చాము. Done.', body: { type: 'text' } },
    ]);
    const thread = await detailOf(support, id);
    expect(thread.data.messages.map((m) => [m.direction, m.sentAs])).toEqual([
      ['in', null],
      ['out', 'text'],
    ]);
    expect(thread.data.messages[1]?.notification).toMatchObject({
      state: 'sent',
      channel: 'whatsapp',
    });
  });

  test("WhatsApp's 24 hours: after them free text is a 409, the template and SMS go; the fake refuses late text with 131047", async () => {
    await ownerStore();
    const owner = await t.admin();
    await fake.inbound(OWNER_PHONE, { text: 'Hello?' });
    const id = await conversationOf(OWNER_PHONE);
    // 25 hours pass, on both sides.
    await t.db.query(
      "update conversations set last_inbound_at = now() - interval '25 hours' where id = $1",
      [id],
    );
    fake.ageInbound(OWNER_PHONE, 25);
    const detail = await detailOf(owner, id);
    expect(detail.data.replyOptions).toMatchObject({
      freeText: false,
      alternatives: ['template', 'sms'],
      maxLength: REPLY_MAX_LENGTH.template,
    });
    expect(detail.data.replyOptions.reason).toMatch(/24 hours/);
    expectError(
      'addConversationMessage',
      await post(owner, id, { kind: 'reply', body: 'Hi' }),
      409,
      WINDOW_CLOSED,
    );
    expect(await t.db.query('select id from notifications')).toHaveLength(0);

    expectContract(
      'addConversationMessage',
      await post(owner, id, { kind: 'reply', body: 'Your hours are changed.', as: 'template' }),
      201,
    );
    await send();
    expect(fake.accepted).toMatchObject([
      { template: 'kirana_inbox_reply', language: 'te', params: ['Your hours are changed.'] },
    ]);

    expectContract(
      'addConversationMessage',
      await post(owner, id, { kind: 'reply', body: 'By SMS too.', as: 'sms' }),
      201,
    );
    const [sms] = await t.db.query<{ fallback_at: unknown; params: { as: string } }>(
      "select fallback_at, params from notifications where params->>'text' = 'By SMS too.'",
    );
    expect(sms?.fallback_at).not.toBeNull();
    const thread = await detailOf(owner, id);
    expect(thread.data.messages.map((m) => m.sentAs)).toEqual([null, 'template', 'sms']);

    // The API thinks the window is open, but the fake's clock says 25 hours: Meta's 131047.
    await t.db.query('update conversations set last_inbound_at = now() where id = $1', [id]);
    await post(owner, id, { kind: 'reply', body: 'Free text, late.' });
    await send();
    const [late] = await t.db.query<{ state: string; provider_error_code: string | null }>(
      "select state, provider_error_code from notifications where params->>'text' = 'Free text, late.'",
    );
    expect(late).toEqual({ state: 'failed', provider_error_code: '131047' });
    expect(fake.refused.at(-1)).toEqual({ status: 400, code: 131047 });
  });

  test('a note is kept in the thread and never sent', async () => {
    const support = await t.admin('support@kirana.test', 'Support');
    const id = await contactForm();
    const noted = expectContract<Detail>(
      'addConversationMessage',
      await post(support, id, { kind: 'note', body: 'She called too; call back after 5.' }),
      201,
    );
    expect(noted.data.messages.at(-1)).toMatchObject({
      kind: 'note',
      sentAs: null,
      notification: null,
    });
    expect(noted.data.conversation).toMatchObject({ status: 'open', firstResponseAt: null });
    expect(await t.db.query('select id from notifications')).toHaveLength(0);
    await send();
    expect(smtp.received).toHaveLength(0);
    const [entry] = await t.db.query<{ action: string }>(
      "select action from audit_log where entity = 'conversation'",
    );
    expect(entry?.action).toBe('add-note');
  });

  test('assignment: an active teammate who answers; deactivated, unable or unknown is a 409', async () => {
    const owner = await t.admin();
    const support = await t.admin('support@kirana.test', 'Support');
    const gone = await t.admin('gone@kirana.test', 'Support');
    const catalogue = await t.admin('catalogue@kirana.test', 'Catalogue');
    await t.db.query('update admins set deactivated_at = now() where id = $1', [gone.id]);
    const id = await contactForm();
    const assigned = expectContract<Detail>(
      'updateConversation',
      await patch(owner, id, { assigneeId: support.id }),
      200,
    );
    expect(assigned.data.conversation.assignee).toMatchObject({ _id: support.id });
    expectError(
      'updateConversation',
      await patch(owner, id, { assigneeId: gone.id }),
      409,
      ASSIGNEE_INACTIVE,
    );
    expectError(
      'updateConversation',
      await patch(owner, id, { assigneeId: catalogue.id }),
      409,
      ASSIGNEE_CANNOT_ANSWER,
    );
    expectError(
      'updateConversation',
      await patch(owner, id, { assigneeId: '00000000-0000-4000-8000-000000000000' }),
      409,
      ASSIGNEE_NOT_FOUND,
    );
    const mine = expectContract<List>(
      'listConversations',
      await list(support, '?assignee=me'),
      200,
    );
    expect(mine.data.conversations.map((c) => c._id)).toEqual([id]);
    expectContract('updateConversation', await patch(owner, id, { assigneeId: null }), 200);
    const actions = await t.db.query<{ action: string }>(
      "select action from audit_log where entity = 'conversation' order by at, id",
    );
    expect(actions.map((a) => a.action)).toEqual(['assign', 'unassign']);
    // Assigned and resolved in one request: one entry for each, both by the Owner.
    const both = expectContract<Detail>(
      'updateConversation',
      await patch(owner, id, { assigneeId: support.id, status: 'resolved' }),
      200,
    );
    expect(both.data.conversation).toMatchObject({
      status: 'resolved',
      assignee: { _id: support.id },
    });
    const entries = await t.db.query<{ action: string; admin_id: string; details: unknown }>(
      `select action, admin_id, details from audit_log
       where entity = 'conversation' and action in ('assign', 'mark-resolved')`,
    );
    expect(entries.filter((e) => e.action === 'assign')).toHaveLength(2);
    expect(entries.filter((e) => e.action === 'mark-resolved')).toEqual([
      { action: 'mark-resolved', admin_id: owner.id, details: { from: 'open', to: 'resolved' } },
    ]);
  });

  test('assignees: Support reads the active teammates who answer, by name, without e-mails; other roles and no token are refused', async () => {
    const owner = await t.admin('owner@kirana.test');
    const support = await t.admin('support@kirana.test', 'Support');
    const other = await t.admin('other.support@kirana.test', 'Support');
    const gone = await t.admin('gone@kirana.test', 'Support');
    const catalogue = await t.admin('catalogue@kirana.test', 'Catalogue');
    const reviewer = await t.admin('reviewer@kirana.test', 'Reviewer');
    const name = (admin: TestAdmin, value: string) =>
      t.db.query('update admins set name = $2 where id = $1', [admin.id, value]);
    await name(owner, 'zoya Khan');
    await name(support, 'Bhavana Rao');
    await name(other, 'anand Varma');
    await name(gone, 'Anil Gone');
    await name(catalogue, 'Chitra Catalogue');
    await name(reviewer, 'Arjun Reviewer');
    await t.db.query('update admins set deactivated_at = now() where id = $1', [gone.id]);
    const assignees = (admin?: TestAdmin) =>
      t.app.inject({
        method: 'GET',
        url: '/api/admin/inbox-assignees',
        ...(admin ? { headers: admin.headers } : {}),
      });

    const res = await assignees(support);
    const listed = expectContract<Schemas['ConversationAssigneeListResponse']>(
      'listConversationAssignees',
      res,
      200,
    );
    // Sorted by name whatever its case; the deactivated one and the roles that do not answer
    // the inbox are absent.
    expect(listed.data.assignees).toEqual([
      { _id: other.id, name: 'anand Varma', role: 'Support' },
      { _id: support.id, name: 'Bhavana Rao', role: 'Support' },
      { _id: owner.id, name: 'zoya Khan', role: 'Owner' },
    ]);
    expect(res.body).not.toMatch(/@/);
    // Each of them can be given a conversation.
    const id = await contactForm();
    for (const assignee of listed.data.assignees)
      expectContract(
        'updateConversation',
        await patch(support, id, { assigneeId: assignee._id }),
        200,
      );

    expect(expectError('listConversationAssignees', await assignees(catalogue), 403).rule).toBe(
      PERMISSION_MISSING.rule,
    );
    expect(expectError('listConversationAssignees', await assignees(reviewer), 403).rule).toBe(
      PERMISSION_MISSING.rule,
    );
    expectError('listConversationAssignees', await assignees(), 401);
    expectError('listConversationAssignees', await assignees(gone), 401);
  });

  test('resolved: a reply is a 409; the person writing again reopens it', async () => {
    await ownerStore();
    const support = await t.admin('support@kirana.test', 'Support');
    await fake.inbound(OWNER_PHONE, { text: 'Thanks, all fine.' });
    const id = await conversationOf(OWNER_PHONE);
    const resolved = expectContract<Detail>(
      'updateConversation',
      await patch(support, id, { status: 'resolved' }),
      200,
    );
    expect(resolved.data.conversation.resolvedAt).not.toBeNull();
    expectError(
      'addConversationMessage',
      await post(support, id, { kind: 'reply', body: 'Welcome' }),
      409,
      CONVERSATION_RESOLVED,
    );
    await fake.inbound(OWNER_PHONE, { text: 'One more thing…' });
    const reopened = await detailOf(support, id);
    expect(reopened.data.conversation).toMatchObject({
      status: 'open',
      resolvedAt: null,
      messageCount: 2,
    });
    expect(await t.db.query('select id from conversations')).toHaveLength(1);
  });

  test('a reply too long for its way is a 400 naming the limit; two replies at once are both kept, in order', async () => {
    await ownerStore();
    const support = await t.admin('support@kirana.test', 'Support');
    await fake.inbound(OWNER_PHONE, { text: 'Hi' });
    const id = await conversationOf(OWNER_PHONE);
    const tooLong = await post(support, id, {
      kind: 'reply',
      body: 'a'.repeat(REPLY_MAX_LENGTH.text + 1),
    });
    expectError(
      'addConversationMessage',
      tooLong,
      400,
      invalidFieldMessage('body', withParams(REPLY_TOO_LONG, { max: REPLY_MAX_LENGTH.text })),
    );
    expectError(
      'addConversationMessage',
      await post(support, id, { kind: 'reply', body: '   ' }),
      400,
      invalidFieldMessage('body', VALUE_MESSAGES.blank),
    );
    const [a, b] = await Promise.all([
      post(support, id, { kind: 'reply', body: 'First answer' }),
      post(support, id, { kind: 'reply', body: 'Second answer' }),
    ]);
    expect([a?.statusCode, b?.statusCode]).toEqual([201, 201]);
    const thread = await detailOf(support, id);
    const out = thread.data.messages.filter((m) => m.direction === 'out').map((m) => m.body);
    expect(out.sort()).toEqual(['First answer', 'Second answer']);
    const times = thread.data.messages.map((m) => m.createdAt);
    expect([...times].sort()).toEqual(times);
    expect(await t.db.query('select id from notifications')).toHaveLength(2);
  });

  test('an unknown number opens a conversation of its own; a photo is kept as an encrypted document', async () => {
    const owner = await t.admin();
    const photo = await makeImage('jpeg');
    const sent = await fake.inbound('+919700000001', {
      name: 'Ravi',
      media: { type: 'image', mimeType: 'image/jpeg', bytes: photo, caption: 'My shop board' },
    });
    expect(sent.status).toBe(200);
    const id = await conversationOf('+919700000001');
    const detail = await detailOf(owner, id);
    expect(detail.data.conversation).toMatchObject({
      person: { name: 'Ravi', phone: '+919700000001' },
      store: null,
      registration: null,
    });
    expect(detail.data.messages[0]).toMatchObject({
      body: 'My shop board',
      media: { contentType: 'image/jpeg', caption: 'My shop board' },
    });
    const [row] = await t.db.query<{ key: string }>(
      'select media_storage_key as key from conversation_messages where media_storage_key is not null',
    );
    const key = row?.key ?? '';
    expect(key).toMatch(/^documents\//);
    expect((await t.documents.get(key))?.body.equals(photo)).toBe(true);
    // What the disk holds is sealed, not the photo.
    const raw = (await t.rawDocuments.get(key))?.body ?? Buffer.alloc(0);
    expect(raw.includes(photo.subarray(0, 64))).toBe(false);
    // The admin opens it: the photo, never cached, sandboxed.
    const documentId = detail.data.messages[0]?.media?.documentId ?? '';
    const opened = await t.call(
      'GET',
      `/api/admin/conversations/${id}/media/${documentId}`,
      owner.headers,
    );
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(photo)).toBe(true);
    expect(opened.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    // Its retention rule: erased INBOX_MEDIA_RETENTION_DAYS later; the words stay.
    const later = new Date(Date.now() + (INBOX_MEDIA_RETENTION_DAYS + 1) * 86_400_000);
    const report = await runRetention(
      { db: t.db, repos: t.repos, documents: t.documents, siteUrl: 'http://site.test' },
      { now: later },
    );
    expect(report.erasures).toContainEqual(
      expect.objectContaining({ rule: 'inboxMedia', entityId: id }),
    );
    expect(await t.documents.get(key)).toBeNull();
    const erased = await detailOf(owner, id);
    expect(erased.data.messages[0]).toMatchObject({ body: 'My shop board', media: null });
    const gone = await t.call(
      'GET',
      `/api/admin/conversations/${id}/media/${documentId}`,
      owner.headers,
    );
    expectError('openConversationMedia', gone, 404);
  });

  test('a callback with a bad signature is a 401 and changes nothing', async () => {
    const body = fake.inboundCallback('+919700000002', { id: 'wamid.forged', text: 'Hi' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/whatsapp',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': `sha256=${'0'.repeat(64)}`,
      },
      payload: body,
    });
    expectError('receiveWhatsAppWebhook', res, 401, WEBHOOK_SIGNATURE_INVALID);
    expect(await t.db.query('select id from conversations')).toHaveLength(0);
  });

  test("an inbound SMS joins the sender's conversation; a wrong token is a 401; a repeat changes nothing", async () => {
    const payload = {
      sender: '919848011111',
      message: 'Store closed today?',
      rcvd: '2026-12-02 10:00:00',
    };
    const wrong = await smsIn(payload, 'nope');
    expect(wrong.statusCode).toBe(401);
    const first = await smsIn(payload);
    const { data } = expectContract<Schemas['InboundSmsResponse']>('receiveInboundSms', first, 200);
    const repeat = await smsIn(payload);
    expect(repeat.json().data.conversationId).toBe(data.conversationId);
    const owner = await t.admin();
    const detail = await detailOf(owner, data.conversationId);
    expect(detail.data.conversation).toMatchObject({
      channel: 'sms',
      person: { phone: OWNER_PHONE },
    });
    expect(detail.data.messages).toHaveLength(1);
    expect(detail.data.replyOptions).toMatchObject({
      channel: 'sms',
      maxLength: REPLY_MAX_LENGTH.sms,
    });
  });

  test("a delivery-partner applicant's SMS is linked to their application, in their language; a Reviewer sees it", async () => {
    const [application] = await t.db.query<{ id: string }>(
      `insert into delivery_partner_applications (name, phone, pincode, vehicle, language)
       values ('Imran Khan', '9848022222', '500028', 'motorbike', 'hi') returning id`,
    );
    const res = await smsIn({
      sender: '919848022222',
      message: 'Mera aavedan kab tak dekha jayega?',
    });
    const { data } = expectContract<Schemas['InboundSmsResponse']>('receiveInboundSms', res, 200);
    const reviewer = await t.admin('reviewer@kirana.test', 'Reviewer');
    const detail = await detailOf(reviewer, data.conversationId);
    expect(detail.data.conversation).toMatchObject({
      channel: 'sms',
      language: 'hi',
      person: { name: 'Imran Khan' },
      store: null,
      registration: null,
      application: { _id: application?.id, name: 'Imran Khan' },
    });
    const seen = expectContract<List>('listConversations', await list(reviewer), 200);
    expect(seen.data.conversations.map((c) => c._id)).toEqual([data.conversationId]);
  });

  test('the list: due first, then by last message; filters, counts and pages', async () => {
    const owner = await t.admin();
    const a = await contactForm('A', 'a@example.in');
    const b = await contactForm('B', 'b@example.in');
    const c = await contactForm('C', 'c@example.in');
    // a: answered; b: overdue (3 days old); c: due in 2 days.
    await t.db.query(
      "update conversations set first_message_at = now() - interval '3 days' where id = $1",
      [b],
    );
    await post(owner, a, { kind: 'reply', body: 'Answered.' });
    const all = expectContract<List>('listConversations', await list(owner), 200);
    expect(all.data.conversations.map((x) => x._id)).toEqual([b, c, a]);
    expect(all.data.counts).toEqual({ open: 2, waiting: 1, resolved: 0, overdue: 1, dueToday: 0 });
    const overdue = expectContract<List>(
      'listConversations',
      await list(owner, '?due=overdue'),
      200,
    );
    expect(overdue.data.conversations.map((x) => x._id)).toEqual([b]);
    const waiting = expectContract<List>(
      'listConversations',
      await list(owner, '?status=waiting'),
      200,
    );
    expect(waiting.data.conversations.map((x) => x._id)).toEqual([a]);
    const found = expectContract<List>(
      'listConversations',
      await list(owner, '?q=C%40EXAMPLE'),
      200,
    );
    expect(found.data.conversations.map((x) => x._id)).toEqual([c]);
    const one = expectContract<List>('listConversations', await list(owner, '?limit=1'), 200);
    const seen = [one.data.conversations[0]?._id];
    let cursor = one.data.nextCursor;
    while (cursor) {
      const page = expectContract<List>(
        'listConversations',
        await list(owner, `?limit=1&cursor=${cursor}`),
        200,
      );
      expect(page.data.counts).toBeNull();
      seen.push(page.data.conversations[0]?._id);
      cursor = page.data.nextCursor;
    }
    expect(seen).toEqual([b, c, a]);
    expectError('listConversations', await list(owner, '?cursor=bm9wZQ'), 400);
    // The dashboard's tile and the clock.
    const dashboard = await t.call('GET', '/api/admin/dashboard', owner.headers);
    expect(dashboard.json().data.conversations).toEqual({ open: 3, overdue: 1, dueToday: 0 });
    const clock = expectContract<Schemas['InboxClockResponse']>(
      'getInboxClock',
      await t.app.inject({ method: 'GET', url: '/api/admin/inbox-clock', headers: owner.headers }),
      200,
    );
    expect(clock.data.weeks).toHaveLength(8);
    const total = clock.data.weeks.reduce((sum, w) => sum + w.conversations, 0);
    expect(total).toBe(3);
    expect(clock.data.weeks.some((w) => w.medianFirstResponseMinutes !== null)).toBe(true);
  });

  test('pages cross from the unanswered to the others: each conversation once, in order, with the filters; counts as listed', async () => {
    const owner = await t.admin();
    // 30 conversations at whole seconds, many sharing a first or a last message (ties go by
    // id): unanswered (open), answered (waiting, or open again), resolved (some never
    // answered); a day, two or three old.
    await t.db.query(
      `insert into conversations (channel, person_name, person_email, subject, status,
         first_message_at, last_message_at, last_inbound_at, first_response_at, resolved_at)
       select 'email', 'Paging ' || g, 'paging' || g || '@example.in',
         case when g % 2 = 0 then 'Feedback' else 'Other' end,
         case when g % 5 in (1, 2, 4) then 'open' when g % 5 = 3 then 'waiting' else 'resolved' end,
         at, at + (g % 3) * interval '1 hour', at,
         case when g % 5 in (3, 4) or g % 10 = 5 then at + interval '30 minutes' end,
         case when g % 5 = 0 then at + interval '1 day' end
       from generate_series(1, 30) g,
         lateral (select date_trunc('second', now()) - (g % 4) * interval '25 hours' as at) t`,
    );
    type Item = List['data']['conversations'][number];
    const rank = (c: Item) => (c.firstResponseAt === null && c.status !== 'resolved' ? 0 : 1);
    const inOrder = (items: Item[]) =>
      [...items].sort(
        (x, y) =>
          rank(x) - rank(y) ||
          (rank(x) === 0
            ? Date.parse(x.firstMessageAt) - Date.parse(y.firstMessageAt)
            : Date.parse(y.lastMessageAt) - Date.parse(x.lastMessageAt)) ||
          (x._id < y._id ? -1 : 1),
      );
    /** Every page of `query` at `limit` a page: the conversations in turn, and page one. */
    async function pages(query: string, limit: number) {
      const first = expectContract<List>(
        'listConversations',
        await list(owner, `?limit=${limit}${query}`),
        200,
      );
      const seen = [...first.data.conversations];
      let cursor = first.data.nextCursor;
      while (cursor) {
        const page = expectContract<List>(
          'listConversations',
          await list(owner, `?limit=${limit}&cursor=${cursor}${query}`),
          200,
        );
        expect(page.data.conversations.length).toBeGreaterThan(0);
        seen.push(...page.data.conversations);
        // A cursor that does not move on would page forever: fail instead.
        expect(seen.length).toBeLessThanOrEqual(30);
        cursor = page.data.nextCursor;
      }
      return { seen, first: first.data };
    }

    const all = await pages('', 100);
    expect(all.seen).toHaveLength(30);
    expect(all.seen.map((c) => c._id)).toEqual(inOrder(all.seen).map((c) => c._id));
    expect(all.seen.filter((c) => rank(c) === 0)).toHaveLength(12);
    const now = Date.now();
    const india = 5.5 * 3_600_000;
    const midnight = Math.floor((now + india) / 86_400_000) * 86_400_000 + 86_400_000 - india;
    const due = (c: Item) => (rank(c) === 0 && c.dueAt ? Date.parse(c.dueAt) : null);
    const countsOf = (items: Item[]) => ({
      open: items.filter((c) => c.status === 'open').length,
      waiting: items.filter((c) => c.status === 'waiting').length,
      resolved: items.filter((c) => c.status === 'resolved').length,
      overdue: items.filter((c) => (due(c) ?? Infinity) < now).length,
      dueToday: items.filter((c) => {
        const at = due(c);
        return at !== null && at >= now && at < midnight;
      }).length,
    });
    expect(all.first.counts).toEqual(countsOf(all.seen));

    const ids = (items: Item[]) => items.map((c) => c._id);
    for (const limit of [1, 4, 9])
      expect(ids((await pages('', limit)).seen)).toEqual(ids(all.seen));
    const filters: [string, (c: Item) => boolean][] = [
      ['&status=open', (c) => c.status === 'open'],
      ['&status=waiting', (c) => c.status === 'waiting'],
      ['&status=resolved', (c) => c.status === 'resolved'],
      ['&due=overdue', (c) => (due(c) ?? Infinity) < now],
      ['&q=FEEDBACK', (c) => c.subject === 'Feedback'],
      ['&q=paging1', (c) => /^Paging 1/.test(c.person.name ?? '')],
      ['&assignee=none&status=open', (c) => c.status === 'open'],
    ];
    for (const [query, keep] of filters) {
      const { seen, first } = await pages(query, 4);
      expect(ids(seen)).toEqual(ids(all.seen.filter(keep)));
      expect(seen.length).toBeGreaterThan(0);
      if (!query.includes('status') && !query.includes('due'))
        expect(first.counts).toEqual(countsOf(seen));
    }

    // A cursor naming a moment out of range, or a key that is no number, is a 400.
    const id = all.seen[0]?._id;
    for (const key of [
      [0, '-99999999999', id],
      [1, '1.1234567', id],
      [1, 'now', id],
      [2, '1', id],
    ]) {
      const cursor = Buffer.from(JSON.stringify(key)).toString('base64url');
      expectError('listConversations', await list(owner, `?cursor=${cursor}`), 400);
    }
  });

  test('a Reviewer sees only conversations linked to a store or application; Catalogue none; a Reviewer cannot answer', async () => {
    await ownerStore();
    const reviewer = await t.admin('reviewer@kirana.test', 'Reviewer');
    const catalogue = await t.admin('catalogue@kirana.test', 'Catalogue');
    const visitor = await contactForm();
    await fake.inbound(OWNER_PHONE, { text: 'Hello' });
    const linked = await conversationOf(OWNER_PHONE);
    const seen = expectContract<List>('listConversations', await list(reviewer), 200);
    expect(seen.data.conversations.map((c) => c._id)).toEqual([linked]);
    expectError('getConversation', await get(reviewer, visitor), 404, CONVERSATION_NOT_FOUND);
    expectContract('getConversation', await get(reviewer, linked), 200);
    expectError('listConversations', await list(catalogue), 403);
    expectError(
      'addConversationMessage',
      await post(reviewer, linked, { kind: 'note', body: 'x' }),
      403,
    );
  });

  test('canned replies: the Owner writes them; a shortcut is unique per language; Support reads', async () => {
    const owner = await t.admin();
    const support = await t.admin('support@kirana.test', 'Support');
    const create = (admin: TestAdmin, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/canned-replies',
        headers: admin.headers,
        payload,
      });
    const thanks = {
      shortcut: 'thanks',
      language: 'en',
      title: 'Thanks',
      body: 'Thank you for writing.',
    };
    const made = expectContract<Schemas['CannedReplyResponse']>(
      'createCannedReply',
      await create(owner, thanks),
      201,
    );
    expectContract(
      'createCannedReply',
      await create(owner, { ...thanks, language: 'te', body: 'ధన్యవాదాలు.' }),
      201,
    );
    expectError(
      'createCannedReply',
      await create(owner, thanks),
      409,
      invalidFieldMessage('shortcut', withParams(CANNED_SHORTCUT_TAKEN, { language: 'English' })),
    );
    expectError('createCannedReply', await create(support, { ...thanks, shortcut: 'other' }), 403);
    expectError(
      'createCannedReply',
      await create(owner, { ...thanks, shortcut: 'No Spaces' }),
      400,
    );
    const id = made.data.cannedReply._id;
    const updated = await t.call('PUT', `/api/admin/canned-replies/${id}`, owner.headers, {
      ...thanks,
      body: 'Thanks a lot.',
    });
    expect(
      expectContract<Schemas['CannedReplyResponse']>('updateCannedReply', updated, 200).data
        .cannedReply.body,
    ).toBe('Thanks a lot.');
    const listed = expectContract<Schemas['CannedReplyListResponse']>(
      'listCannedReplies',
      await t.call('GET', '/api/admin/canned-replies', support.headers),
      200,
    );
    expect(listed.data.cannedReplies.map((r) => `${r.language}:${r.shortcut}`)).toEqual([
      'en:thanks',
      'te:thanks',
    ]);
    const removed = await t.call('DELETE', `/api/admin/canned-replies/${id}`, owner.headers);
    expectContract('deleteCannedReply', removed, 200);
    const again = await t.call('DELETE', `/api/admin/canned-replies/${id}`, owner.headers);
    expectError('deleteCannedReply', again, 404);
    const actions = await t.db.query<{ action: string }>(
      "select action from audit_log where entity = 'canned-reply' order by at, id",
    );
    expect(actions.map((a) => a.action)).toEqual(['create', 'create', 'edit', 'delete']);
  });
});
