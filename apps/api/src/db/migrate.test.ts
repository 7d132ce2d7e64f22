import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createRepositories } from '../repositories/index.js';
import { DATABASE_AVAILABLE, openTestDatabase, TEST_DB, type TestDatabase } from '../testing/db.js';
import { insertStore } from '../testing/fixtures.js';
import { migrate, readMigrations, splitStatements } from './migrate.js';

describe('splitStatements', () => {
  test('splits on semicolons at line ends and drops comment lines', () => {
    expect(
      splitStatements('-- a comment\ncreate table a (x int);\n\ncreate index i on a (x);\n'),
    ).toEqual(['create table a (x int)', 'create index i on a (x)']);
  });
});

describe.skipIf(!DATABASE_AVAILABLE)(`migrations (${TEST_DB})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.drop());

  test('every versioned file is recorded once; running again applies nothing', async () => {
    const versions = readMigrations().map((m) => m.version);
    expect(versions[0]).toBe('001_init');
    const recorded = await database.db.query<{ version: string }>(
      'select version from schema_migrations order by version',
    );
    expect(recorded.map((r) => r.version)).toEqual(versions);
    expect(await migrate(database.db)).toEqual([]);
  });

  test('a new migration is applied in order; a failing one changes nothing', async () => {
    const applied = await migrate(database.db, [
      ...readMigrations(),
      { version: '900_test', sql: 'create table test_a (id int);\ninsert into test_a values (1);' },
    ]);
    expect(applied).toEqual(['900_test']);
    await expect(
      migrate(database.db, [
        {
          version: '901_broken',
          sql: 'create table test_b (id int);\nselect * from missing_table;',
        },
      ]),
    ).rejects.toThrow();
    const tables = await database.db.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = current_schema() and tablename like 'test_%'",
    );
    expect(tables.map((t) => t.name)).toEqual(['test_a']);
    const recorded = await database.db.query(
      "select 1 from schema_migrations where version = '901_broken'",
    );
    expect(recorded).toEqual([]);
  });

  test('013_roles makes every admin of before an Owner and allows only the four roles', async () => {
    const roles = readMigrations().find((m) => m.version === '013_roles');
    expect(roles).toBeDefined();
    // The database as it was before: no constraint, an admin with the old role.
    await database.db.exec(
      `alter table admins drop constraint admins_role_check;
       alter table admins alter column role set default 'Admin';
       insert into admins (email, name, password_hash, role)
         values ('old@kirana.test', 'Old', 'x', 'Admin');`,
    );
    await migrate(database.db, [{ version: '912_roles_again', sql: roles?.sql ?? '' }]);
    const [old] = await database.db.query<{ role: string }>(
      "select role from admins where email = 'old@kirana.test'",
    );
    expect(old?.role).toBe('Owner');
    const [fresh] = await database.db.query<{ role: string }>(
      "insert into admins (email, name, password_hash) values ('new@kirana.test', 'New', 'x') returning role",
    );
    expect(fresh?.role).toBe('Owner');
    await expect(
      database.db.query(
        "insert into admins (email, name, password_hash, role) values ('x@kirana.test', 'X', 'x', 'Admin')",
      ),
    ).rejects.toThrow(/admins_role_check/);
  });
});

describe.skipIf(!DATABASE_AVAILABLE)(`030_review_decisions (${TEST_DB})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.drop());

  test("keeps each store's decisions from the log and each application's from its columns", async () => {
    const decisions = readMigrations().find((m) => m.version === '030_review_decisions');
    expect(decisions).toBeDefined();
    const repos = createRepositories(database.db);
    const [admin] = await database.db.query<{ id: string }>(
      `insert into admins (email, name, password_hash) values ('r@kirana.test', 'R', 'x') returning id`,
    );
    const store = await insertStore(repos, { status: 'pending' });
    const other = await insertStore(repos, { status: 'approved' });
    const application = await repos.applications.insert({
      name: 'Ravi',
      phone: '9000000099',
      email: null,
      pincode: '500032',
      vehicle: 'motorbike',
      previousApplicationId: null,
    });
    // The database as it was before: decisions in the log and on the application's columns.
    await database.db.exec(
      `drop table review_decisions;
       alter table delivery_partner_applications add column decided_at timestamptz,
         add column decided_by uuid, add column reason text, add column note text;`,
    );
    await database.db.query(
      `insert into audit_log (admin_id, action, entity, entity_id, details, at) values
         ($1, 'reject', 'branch', $2, '{"reason": "duplicate_store", "note": ""}', '2026-01-01'),
         ($1, 'edit', 'branch', $2, '{"note": "not a decision"}', '2026-01-02'),
         ($1, 'reopen', 'branch', $2, '{"note": "Checked again"}', '2026-01-03'),
         (null, 'approve', 'branch', $3, '{}', '2026-01-04')`,
      [admin?.id, store.id, other.id],
    );
    await database.db.query(
      `update delivery_partner_applications set status = 'rejected', decided_at = '2026-02-01',
         decided_by = $2, reason = 'other', note = 'Blurred' where id = $1`,
      [application.id, admin?.id],
    );

    await migrate(database.db, [{ version: '930_decisions_again', sql: decisions?.sql ?? '' }]);

    const rows = await database.db.query(
      `select kind, subject_id as "subjectId", decision, reason, note, decided_by as "adminId"
       from review_decisions order by decided_at`,
    );
    expect(rows).toEqual([
      {
        kind: 'store',
        subjectId: store.id,
        decision: 'reject',
        reason: 'duplicate_store',
        note: null,
        adminId: admin?.id,
      },
      {
        kind: 'store',
        subjectId: store.id,
        decision: 'reopen',
        reason: null,
        note: 'Checked again',
        adminId: admin?.id,
      },
      {
        kind: 'store',
        subjectId: other.id,
        decision: 'approve',
        reason: null,
        note: null,
        adminId: null,
      },
      {
        kind: 'delivery-partner',
        subjectId: application.id,
        decision: 'reject',
        reason: 'other',
        note: 'Blurred',
        adminId: admin?.id,
      },
    ]);
    expect(await repos.stores.lastRejection(store.id)).toMatchObject({
      reason: 'duplicate_store',
      note: null,
      admin: { name: 'R' },
    });
    expect(await repos.applications.findById(application.id)).toMatchObject({
      status: 'rejected',
      reason: 'other',
      note: 'Blurred',
      decidedBy: { name: 'R' },
    });
  });
});
