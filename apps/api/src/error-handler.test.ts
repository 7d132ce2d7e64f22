// A database that stops answering: every kind of operation (public read, public write, login,
// secured read, secured write) answers the 503 that the contract declares for it, with one
// message, and nothing is half done. The real outage, over a cut TCP connection, is in
// reliability/database-outage.test.ts.
import { describe, expect, test } from 'vitest';
import { DATABASE_UNAVAILABLE } from '@kirana/domain/common';
import { DatabaseUnavailableError, type Database } from './db/adapter.js';
import { TEST_PASSWORD, useTestApp } from './testing/app.js';
import { expectContract, expectError } from './testing/contract.js';

const ctx = useTestApp();

/** Makes every query and transaction of `db` fail as a lost connection does, until restored. */
function cutOff(db: Database): () => void {
  const saved = { query: db.query, transaction: db.transaction };
  const down = () => Promise.reject(new DatabaseUnavailableError(new Error('connection refused')));
  Object.assign(db, { query: down, transaction: down });
  return () => Object.assign(db, saved);
}

describe('a database that does not answer', () => {
  test('every kind of operation answers the contract’s 503 with one message, then works again', async () => {
    const admin = await ctx.admin();
    const calls = [
      { operationId: 'listPublicStores', method: 'GET', url: '/api/public/stores?pincode=500016' },
      {
        operationId: 'createContactMessage',
        method: 'POST',
        url: '/api/contact-messages',
        payload: {
          name: 'Lakshmi',
          email: 'lakshmi@example.com',
          phone: '9876543210',
          subject: 'Customer Support',
          message: 'Do you deliver in Kondapur?',
        },
      },
      {
        operationId: 'adminLogin',
        method: 'POST',
        url: '/api/auth/admin/login',
        payload: { email: admin.email, password: TEST_PASSWORD },
      },
      {
        operationId: 'listBranches',
        method: 'GET',
        url: '/api/admin/branches',
        headers: admin.headers,
      },
      {
        operationId: 'getActiveBranchesCount',
        method: 'GET',
        url: '/api/stats/branches',
        headers: admin.headers,
      },
    ] as const;

    const restore = cutOff(ctx.db);
    try {
      for (const { operationId, ...request } of calls) {
        expectError(operationId, await ctx.app.inject(request), 503, DATABASE_UNAVAILABLE);
      }
      expectError('ready', await ctx.app.inject({ method: 'GET', url: '/ready' }), 503);
    } finally {
      restore();
    }

    expectContract('listBranches', await ctx.app.inject(calls[3]), 200);
    expectContract('ready', await ctx.app.inject({ method: 'GET', url: '/ready' }), 200);
    const messages = await ctx.db.query('select 1 from contact_messages');
    expect(messages).toHaveLength(0);
  });
});
