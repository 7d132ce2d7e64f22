import { describe, expect, test } from 'vitest';
import {
  NOTICE_AUDIENCES,
  NOTICE_PARAMS,
  NOTICE_RIGHTS,
  PRIVACY_NOTICE,
  isCurrentNotice,
  PRIVACY_NOTICE_VERSION,
} from './privacy-notice.js';
import {
  DRAFT_RETENTION_DAYS,
  INBOX_MEDIA_RETENTION_DAYS,
  REJECTED_DOCUMENTS_RETENTION_DAYS,
} from './retention.js';

const params = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);

describe('the privacy notice', () => {
  test('quotes the retention schedule by name: every {param} is one of its constants', () => {
    for (const audience of NOTICE_AUDIENCES)
      for (const item of PRIVACY_NOTICE.items[audience])
        for (const name of params(`${item.what} ${item.why} ${item.kept}`))
          expect(Object.keys(NOTICE_PARAMS)).toContain(name);
    expect(NOTICE_PARAMS.draftDays).toBe(DRAFT_RETENTION_DAYS);
    expect(NOTICE_PARAMS.rejectedDays).toBe(REJECTED_DOCUMENTS_RETENTION_DAYS);
    // No number of days is written out in the words themselves.
    expect(JSON.stringify(PRIVACY_NOTICE.items)).not.toMatch(/\b(30|90|365) days\b/);
  });

  test('tells each audience how long a photo or file sent to the inbox is kept', () => {
    expect(NOTICE_PARAMS.inboxDays).toBe(INBOX_MEDIA_RETENTION_DAYS);
    for (const audience of NOTICE_AUDIENCES)
      expect(PRIVACY_NOTICE.items[audience].map((item) => item.kept).join(' ')).toContain(
        '{inboxDays}',
      );
  });

  test('names every right the Act gives, and only the version in force is current', () => {
    expect(Object.keys(PRIVACY_NOTICE.rights).sort()).toEqual([...NOTICE_RIGHTS].sort());
    expect(isCurrentNotice(PRIVACY_NOTICE_VERSION)).toBe(true);
    expect(isCurrentNotice('2025-01-01')).toBe(false);
    expect(isCurrentNotice(null)).toBe(false);
  });
});
