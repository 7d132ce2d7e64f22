// Every decision on a store: the legal transitions with and without their reason, every
// illegal one (409, nothing changes), and one audit entry per decision with its reason.
import { invalidFieldMessage } from '@kirana/domain/common';
import { describe, expect, test } from 'vitest';
import {
  STORE_DECISIONS,
  STORE_STATUSES,
  STORE_TRANSITIONS,
  transitionRefusedMessage,
  type StoreDecision,
  STORE_NOT_FOUND,
} from '@kirana/domain/stores';
import { NOTE_REQUIRED_FOR_OTHER, REASON_REQUIRED } from '@kirana/domain/decisions';
import { BODY_NOT_AN_OBJECT } from '@kirana/domain/common';
import type { OperationId } from '../contract/types.js';
import { useTestApp } from '../testing/app.js';
import { expectContract, expectError } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { insertStore, makeImage } from '../testing/fixtures.js';
import { ownerCall, registerStoreOnSite, uploadOwnerDocument } from '../testing/owners.js';

const OPERATIONS: Record<StoreDecision, OperationId> = {
  approve: 'approveBranch',
  reject: 'rejectBranch',
  suspend: 'suspendBranch',
  reinstate: 'reinstateBranch',
  reopen: 'reopenBranch',
};

/** A body each decision accepts. */
const VALID: Record<StoreDecision, object | undefined> = {
  approve: undefined,
  reject: { reason: 'unclear_document', note: 'The certificate is too dark to read.' },
  suspend: { reason: 'licence_expired' },
  reinstate: { note: 'Licence renewed.' },
  reopen: { reason: 'documents_resubmitted' },
};

describe.skipIf(!DATABASE_AVAILABLE)(`store decisions (${TEST_DB})`, () => {
  const t = useTestApp();

  const decide = async (
    branchId: string,
    decision: StoreDecision,
    payload?: unknown,
    headers?: Record<string, string>,
  ) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/branches/${branchId}/${decision}`,
      headers: headers ?? (await t.admin()).headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  describe.each(STORE_DECISIONS)('%s', (decision) => {
    const { from, to } = STORE_TRANSITIONS[decision];
    const operationId = OPERATIONS[decision];

    test(`moves a ${from} store to ${to}, in one audit entry with its reason`, async () => {
      const admin = await t.admin();
      const branch = await insertStore(t.repos, { name: 'Balaji Kirana', status: from });
      const body = expectContract<{ message: string; data: { branch: { status: string } } }>(
        operationId,
        await decide(branch.id, decision, VALID[decision], admin.headers),
        200,
      );
      expect(body.data.branch.status).toBe(to);
      expect((await t.repos.stores.findById(branch.id))?.status).toBe(to);
      const entries = await t.repos.audit.list({ entity: 'branch', entityId: branch.id });
      expect(entries.map(({ at: _at, ...entry }) => entry)).toEqual([
        {
          adminId: admin.id,
          action: decision,
          entity: 'branch',
          entityId: branch.id,
          details: expect.objectContaining({ from, to, name: 'Balaji Kirana', ...VALID[decision] }),
        },
      ]);
    });

    test.each(STORE_STATUSES.filter((status) => status !== from))(
      `from %s is a 409 that says so, and changes nothing`,
      async (status) => {
        const branch = await insertStore(t.repos, { status });
        expectError(
          operationId,
          await decide(branch.id, decision, VALID[decision]),
          409,
          transitionRefusedMessage(decision),
        );
        expect((await t.repos.stores.findById(branch.id))?.status).toBe(status);
        expect(await t.repos.audit.list()).toEqual([]);
      },
    );

    test('an unknown store is a 404, a malformed id a 400, no token a 401', async () => {
      expectError(
        operationId,
        await decide('3f2504e0-4f89-41d3-9a0c-0305e82c3301', decision, VALID[decision]),
        404,
        STORE_NOT_FOUND,
      );
      expectError(operationId, await decide('nope', decision, VALID[decision]), 400, /^branchId: /);
      const branch = await insertStore(t.repos, { status: from });
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/branches/${branch.id}/${decision}`,
      });
      expectError(operationId, res, 401);
      expect((await t.repos.stores.findById(branch.id))?.status).toBe(from);
    });
  });

  describe.each(['reject', 'suspend', 'reopen'] as const)('%s takes a reason', (decision) => {
    const operationId = OPERATIONS[decision];
    const { from } = STORE_TRANSITIONS[decision];

    test.each([
      ['no body', undefined, invalidFieldMessage('reason', REASON_REQUIRED)],
      ['an empty body', {}, invalidFieldMessage('reason', REASON_REQUIRED)],
      [
        'a reason of another decision',
        { reason: 'owner_request_x' },
        invalidFieldMessage('reason', REASON_REQUIRED),
      ],
      [
        '"other" without a note',
        { reason: 'other' },
        invalidFieldMessage('note', NOTE_REQUIRED_FOR_OTHER),
      ],
      [
        '"other" with a blank note',
        { reason: 'other', note: '   ' },
        invalidFieldMessage('note', NOTE_REQUIRED_FOR_OTHER),
      ],
      ['a note over 1,000 characters', { reason: 'other', note: 'x'.repeat(1001) }, /^note: /],
    ])('%s is a 400 with a clear message; nothing changes', async (_, payload, message) => {
      const branch = await insertStore(t.repos, { status: from });
      expectError(operationId, await decide(branch.id, decision, payload), 400, message);
      expect((await t.repos.stores.findById(branch.id))?.status).toBe(from);
      expect(await t.repos.audit.list()).toEqual([]);
    });

    test('"other" with a note is accepted', async () => {
      const branch = await insertStore(t.repos, { status: from });
      expectContract(
        operationId,
        await decide(branch.id, decision, { reason: 'other', note: 'Two stores, one owner.' }),
        200,
      );
    });
  });

  test('an optional body may be left out, but not sent as JSON null', async () => {
    const branch = await insertStore(t.repos);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/branches/${branch.id}/approve`,
      headers: { ...(await t.admin()).headers, 'content-type': 'application/json' },
      payload: 'null',
    });
    expectError('approveBranch', res, 400, BODY_NOT_AN_OBJECT);
    expect((await t.repos.stores.findById(branch.id))?.status).toBe('pending');
  });

  test('approve takes an optional note and no reason', async () => {
    const branch = await insertStore(t.repos);
    expectError(
      'approveBranch',
      await decide(branch.id, 'approve', { reason: 'other' }),
      400,
      /^reason: /,
    );
    expectContract(
      'approveBranch',
      await decide(branch.id, 'approve', { note: 'All clear.' }),
      200,
    );
    const [entry] = await t.repos.audit.list({ entity: 'branch', entityId: branch.id });
    expect(entry?.details).toMatchObject({ note: 'All clear.' });
  });

  test('approving with documents not verified records which ones', async () => {
    const branch = await insertStore(t.repos);
    expectContract('approveBranch', await decide(branch.id, 'approve'), 200);
    const [entry] = await t.repos.audit.list({ entity: 'branch', entityId: branch.id });
    expect(entry?.details).toMatchObject({
      unverifiedDocuments: ['shop_photo', 'fssai_certificate', 'government_id'],
    });
  });

  test('reopening restarts the 2-day clock; the history keeps both decisions', async () => {
    const admin = await t.admin();
    const branch = await insertStore(t.repos, {
      status: 'rejected',
      createdAt: new Date(Date.now() - 10 * 24 * 60 * 60 * 1000),
    });
    const body = expectContract<{ data: { branch: { submittedAt: string } } }>(
      'reopenBranch',
      await decide(branch.id, 'reopen', { reason: 'documents_resubmitted' }, admin.headers),
      200,
    );
    expect(Date.now() - new Date(body.data.branch.submittedAt).getTime()).toBeLessThan(60_000);
    expectContract(
      'approveBranch',
      await decide(branch.id, 'approve', undefined, admin.headers),
      200,
    );
    const detail = expectContract<{
      data: { history: { summary: string; admin: { name: string } | null }[] };
    }>(
      'getBranch',
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/branches/${branch.id}`,
        headers: admin.headers,
      }),
      200,
    );
    expect(detail.data.history.map((entry) => entry.summary)).toEqual([
      'Approved',
      'Reopened for review: Documents resubmitted',
    ]);
    expect(detail.data.history[0]?.admin?.name).toMatch(/^Admin /);
  });

  describe('pending again after a rejection: the reviewer reads that rejection', () => {
    interface Detail {
      data: {
        branch: { status: string };
        documents: { _id: string; kind: string; review: { state: string } }[];
        earlierRejection: {
          at: string;
          admin: { name: string } | null;
          reason: string | null;
          note: string | null;
          unclearDocuments: { kind: string; note: string | null }[];
        } | null;
        history: { summary: string; byOwner: boolean; admin: unknown }[];
      };
    }
    const read = async (storeId: string, headers: Record<string, string>) =>
      expectContract<Detail>(
        'getBranch',
        await t.app.inject({ method: 'GET', url: `/api/admin/branches/${storeId}`, headers }),
        200,
      ).data;
    const mark = async (
      storeId: string,
      documentId: string,
      payload: { state: string; note?: string },
      headers: Record<string, string>,
    ) =>
      expectContract(
        'reviewBranchDocument',
        await t.app.inject({
          method: 'PATCH',
          url: `/api/admin/branches/${storeId}/documents/${documentId}/review`,
          headers,
          payload,
        }),
        200,
      );

    test('resubmitted by its owner: the reason, the note and the documents marked unclear then, beside the new ones', async () => {
      const admin = await t.admin();
      const { owner, storeId } = await registerStoreOnSite(t, '9848022338', { language: 'hi' });
      const first = await read(storeId, admin.headers);
      const byKind = (kind: string) => first.documents.find((doc) => doc.kind === kind)?._id ?? '';
      // The certificate was unclear once, then verified on a second look: not unclear then.
      await mark(
        storeId,
        byKind('fssai_certificate'),
        { state: 'unclear', note: 'Dark.' },
        admin.headers,
      );
      await mark(storeId, byKind('fssai_certificate'), { state: 'verified' }, admin.headers);
      await mark(
        storeId,
        byKind('shop_photo'),
        { state: 'unclear', note: 'The board is not readable.' },
        admin.headers,
      );
      await mark(
        storeId,
        byKind('government_id'),
        { state: 'unclear', note: 'Cut off at the edge.' },
        admin.headers,
      );
      expectContract(
        'rejectBranch',
        await decide(storeId, 'reject', VALID.reject, admin.headers),
        200,
      );

      // The owner replaces both documents marked unclear (their marks are cleared; the API
      // refuses to send again before both are) and resubmits.
      for (const kind of ['shop_photo', 'government_id'] as const)
        expectContract(
          'uploadOwnerRegistrationDocument',
          await uploadOwnerDocument(t, owner, kind, {
            data: await makeImage('png', 320, 240),
            type: 'image/png',
          }),
          200,
        );
      expectContract('submitOwnerRegistration', await ownerCall(t, owner, 'POST', '/submit'), 200);

      const again = await read(storeId, admin.headers);
      expect(again.branch.status).toBe('pending');
      expect(again.earlierRejection).toEqual({
        at: expect.any(String),
        admin: { _id: admin.id, name: expect.stringMatching(/^Admin /) },
        reason: 'unclear_document',
        note: 'The certificate is too dark to read.',
        unclearDocuments: [
          { kind: 'shop_photo', note: 'The board is not readable.' },
          { kind: 'government_id', note: 'Cut off at the edge.' },
        ],
      });
      // The new photo and ID wait for a mark; the certificate kept its mark "verified".
      expect(again.documents.map((doc) => [doc.kind, doc.review.state])).toEqual([
        ['shop_photo', 'pending'],
        ['fssai_certificate', 'verified'],
        ['government_id', 'pending'],
      ]);
      expect(again.history.slice(0, 4)).toEqual([
        expect.objectContaining({
          summary: 'Resubmitted by the owner',
          byOwner: true,
          admin: null,
        }),
        expect.objectContaining({
          summary: "Uploaded Owner's government ID",
          byOwner: true,
          admin: null,
        }),
        expect.objectContaining({ summary: 'Uploaded Shop photo', byOwner: true, admin: null }),
        expect.objectContaining({ summary: 'Rejected: Unclear document', byOwner: false }),
      ]);

      // Decided again, the earlier rejection is history only.
      expectContract(
        'approveBranch',
        await decide(storeId, 'approve', undefined, admin.headers),
        200,
      );
      expect((await read(storeId, admin.headers)).earlierRejection).toBeNull();
    });

    test('reopened by a reviewer: the same, and a store never rejected has none', async () => {
      const admin = await t.admin();
      const branch = await insertStore(t.repos);
      expect((await read(branch.id, admin.headers)).earlierRejection).toBeNull();
      expectContract(
        'rejectBranch',
        await decide(branch.id, 'reject', { reason: 'duplicate_store' }, admin.headers),
        200,
      );
      expectContract(
        'reopenBranch',
        await decide(branch.id, 'reopen', VALID.reopen, admin.headers),
        200,
      );
      expect((await read(branch.id, admin.headers)).earlierRejection).toMatchObject({
        reason: 'duplicate_store',
        note: null,
        unclearDocuments: [],
      });
    });
  });

  test('two admins deciding at once: one wins, the other gets 409', async () => {
    const [a, b] = [await t.admin(), await t.admin()];
    const branch = await insertStore(t.repos);
    const [one, two] = await Promise.all([
      decide(branch.id, 'approve', undefined, a.headers),
      decide(branch.id, 'reject', VALID.reject, b.headers),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    expect(await t.repos.audit.list({ entity: 'branch' })).toHaveLength(1);
  });

  describe('PATCH /api/admin/branch/{branchId}/status (the spec’s status call)', () => {
    const setStatus = async (branchId: string, payload: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/branch/${branchId}/status`,
        payload: payload as object,
        headers: (await t.admin()).headers,
      });

    test('rejects with a reason, approves without one; only a pending store', async () => {
      const branch = await insertStore(t.repos);
      expectError(
        'setBranchStatus',
        await setStatus(branch.id, { status: 'rejected' }),
        400,
        invalidFieldMessage('reason', REASON_REQUIRED),
      );
      const body = expectContract<{ message: string }>(
        'setBranchStatus',
        await setStatus(branch.id, { status: 'rejected', reason: 'duplicate_store' }),
        200,
      );
      expect(body.message).toBe('Branch has been successfully rejected.');
      expectError('setBranchStatus', await setStatus(branch.id, { status: 'approved' }), 409);
      expectError(
        'setBranchStatus',
        await setStatus(branch.id, { status: 'pending' }),
        400,
        /^status: /,
      );
    });
  });
});
