import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, test } from 'vitest';
import { startApp } from './start.js';
import { addressForLog } from './request-log.js';
import { testConfig } from './testing/app.js';

const dataDir = mkdtempSync(join(tmpdir(), 'kirana-request-log-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('addressForLog', () => {
  test('hides the value of every signature parameter and keeps the rest', () => {
    expect(addressForLog('/api/uploads/affiliate/a.webp?expires=1790000000&signature=9f86d0')).toBe(
      '/api/uploads/affiliate/a.webp?expires=1790000000&signature=[hidden]',
    );
    expect(addressForLog('/x?Signature=ab&y=1&signature=cd#top')).toBe(
      '/x?Signature=[hidden]&y=1&signature=[hidden]#top',
    );
    expect(addressForLog('/api/admin/branches?q=signature')).toBe(
      '/api/admin/branches?q=signature',
    );
  });

  test('hides an invite link’s token', () => {
    expect(addressForLog('/api/invites/abcDEF_123-xyz/accept')).toBe(
      '/api/invites/[hidden]/accept',
    );
    expect(addressForLog('/api/invites/abcDEF_123-xyz')).toBe('/api/invites/[hidden]');
    expect(addressForLog('/api/admin/invites/3f25/resend')).toBe('/api/admin/invites/3f25/resend');
  });
});

describe('request logs', () => {
  test('carry the upload address without its signature', async () => {
    const lines: string[] = [];
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n')));
    const app = await startApp({ config: { ...testConfig(dataDir), logLevel: 'info' }, logStream });
    try {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/uploads/affiliate/photo.webp?expires=4102444800&signature=0123456789abcdef',
        headers: { 'content-type': 'image/webp' },
        payload: Buffer.from('not an image'),
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      const logged = lines.filter((line) => line.includes('/api/uploads/'));
      expect(logged.length).toBeGreaterThan(0);
      expect(logged.join('\n')).toContain('signature=[hidden]');
      expect(lines.join('\n')).not.toContain('0123456789abcdef');
    } finally {
      await app.close();
    }
  }, 60_000);
});

describe('secrets and logs', () => {
  test('a sign-in code reaches no log line: it goes to the development outbox file; the logger censors codes and invite links', async () => {
    const lines: string[] = [];
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n')));
    const dir = mkdtempSync(join(tmpdir(), 'kirana-secrets-log-'));
    const app = await startApp({
      config: {
        ...testConfig(dir, { NOTIFY_WORKER: 'on', NOTIFY_POLL_MS: '50' }),
        logLevel: 'info',
      },
      logStream,
    });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/branch/login/initiate',
        payload: { phone: '9848022338', language: 'te' },
      });
      expect(res.statusCode).toBe(202);
      const outbox = join(dir, 'outbox');
      const messages = () =>
        existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith('.txt')) : [];
      await expect.poll(() => messages().length).toBe(1);
      const message = readFileSync(join(outbox, messages()[0] ?? ''), 'utf8');
      const code = /\b(\d{6})\b/.exec(message)?.[1];
      expect(code, message).toMatch(/^\d{6}$/);
      await expect.poll(() => lines.some((line) => line.includes('"notification"'))).toBe(true);
      expect(lines.join('\n')).not.toContain(code);
      expect(lines.find((line) => line.includes('"notification"'))).toContain('••••••');

      // Wherever a code or an invite link sits in a logged object, the logger censors it.
      app.log.info({ notification: { params: { code: '482913', inviteLink: 'https://a/i#tok' } } });
      app.log.info({ row: { params: { code: '771204' } }, inviteLink: 'https://a/i#tok2' });
      const all = lines.join('\n');
      for (const secret of ['482913', 'https://a/i#tok', '771204', 'tok2'])
        expect(all).not.toContain(secret);
      expect(all).toContain('[redacted]');
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
