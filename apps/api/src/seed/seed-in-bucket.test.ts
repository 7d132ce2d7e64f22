// The demo seeded into an S3 bucket (s3rver, as with S3_* settings), read back object by
// object as a copy of the bucket would show it: every document the demo keeps (stores' and
// applicants' papers and photos) is sealed, and none starts like a JPEG, PNG, WebP or PDF. The
// demo's ID cards show at most an Aadhaar's last 4 digits (seed.test.ts checks the drawings).
import { afterAll, describe, expect, test } from 'vitest';
import { isSealed } from '../storage/encrypted.js';
import { s3Storage } from '../storage/s3.js';
import { DOCUMENTS_AREA } from '../storage/storage.js';
import { useTestApp } from '../testing/app.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { startS3 } from '../testing/s3.js';
import { startsLikeADocument } from '../testing/sealed.js';
import { seedDemo } from './seed.js';

const s3 = await startS3();
afterAll(() => s3.close());

describe.skipIf(!DATABASE_AVAILABLE)(`the demo in a bucket (${TEST_DB})`, () => {
  const t = useTestApp({
    storage: (config) => s3Storage(s3.config, config.publicUrl),
    documents: (config) => s3Storage(s3.config, config.publicUrl, DOCUMENTS_AREA),
  });

  test('every document object is sealed, one per document row', async () => {
    await t.admin(); // the demo's decisions are an admin's, as after ensureAdmin at start
    await seedDemo(t);
    const [{ n } = { n: 0 }] = await t.db.query<{ n: number }>(
      `select (select count(*) from branch_documents where storage_key is not null)
            + (select count(*) from application_documents where storage_key is not null)
            + (select count(*) from registration_documents where storage_key is not null) as n`,
    );
    const keys = await t.rawDocuments.list();
    expect(Number(n)).toBeGreaterThan(0);
    expect(keys.length).toBe(Number(n));
    for (const key of keys) {
      const object = await t.rawDocuments.get(key);
      expect(object && isSealed(object.body), key).toBe(true);
      expect(object && startsLikeADocument(object.body), key).toBe(false);
    }
    // Seeding the 72-store demo into the bucket took 21 s beside the e2e suite on 2 cores: the
    // limit only bounds a hang.
  }, 60_000);
});
