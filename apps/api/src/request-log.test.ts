import { mkdtempSync, rmSync } from 'node:fs';
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
