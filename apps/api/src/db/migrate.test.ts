import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_AVAILABLE, openTestDatabase, TEST_DB, type TestDatabase } from '../testing/db.js';
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
