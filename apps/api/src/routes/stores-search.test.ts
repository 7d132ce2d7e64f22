// The admin's store search by its index (issue 43): with 5,000 stores, a tenth named "Balaji",
// the planner itself (nothing switched off) reads the matches of "balaji" through the trigram
// index of migration 018 for the page's counts, and a rare word's or a phone's page through it
// (the phone's digits through their own index); the
// stores found are those of the four ILIKEs the search was before (names in Telugu, Hindi,
// and letters whose lower case is not ASCII among them).
import { describe, expect, test } from 'vitest';
import { storesRepository } from '../repositories/stores.js';
import { useTestApp } from '../testing/app.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { insertStore } from '../testing/fixtures.js';
import { planOf, recording, type Statement } from '../testing/plans.js';

const STORES = 5_000;
const INDEX = 'branches_search_trgm_idx';

describe.skipIf(!DATABASE_AVAILABLE)(`the store search's index (${TEST_DB})`, () => {
  const t = useTestApp();

  /** The statements the search runs for `q` (page one, with its counts), and its stores' ids. */
  async function search(q: string): Promise<{ statements: Statement[]; ids: string[] }> {
    const { db, statements } = recording(t.db);
    const page = await storesRepository(db).list({ q, limit: 100 }, new Date());
    return { statements, ids: page.branches.map((store) => store.id) };
  }

  const plan = (statement: Statement) => planOf(t.db, statement);

  test('the counts of a word in a tenth of 5,000 stores, and a rare word, use the index', async () => {
    // As the bench's stores: ten names in turn, so "balaji" is in 500 of them.
    await t.db.query(
      `insert into branches (name, owner_name, phone, status, street, city, state, pincode,
         country, submitted_at, created_at)
       select (array['Balaji', 'Lakshmi', 'Venkateswara', 'Sai', 'Srinivasa', 'Durga', 'Ganesh',
           'Hanuman', 'Annapurna', 'Ravi'])[1 + i % 10] || ' Kirana ' || i,
         'Owner ' || i, '+9198' || lpad(i::text, 8, '0'), 'approved', i || ', Bench Road',
         'Hyderabad', 'Telangana', (500001 + i % 100)::text, 'India',
         now() - make_interval(mins => i), now() - make_interval(mins => i)
       from generate_series(1, $1::int) as i`,
      [STORES],
    );
    await t.db.query('analyze branches');

    const balaji = await search('balaji');
    const counts = balaji.statements.find((statement) => /group by status/.test(statement.sql));
    expect(counts).toBeDefined();
    expect(await plan(counts as Statement)).toContain(INDEX);
    expect(balaji.ids).toHaveLength(100);

    const rare = await search('kirana 4711');
    expect(await plan(rare.statements[0] as Statement)).toContain(INDEX);
    expect(rare.ids).toHaveLength(1);

    // A phone's digits: the text's index and the digits' (migration 011, rebuilt by 018).
    const phone = await search('98 0000 4711');
    const phonePlan = await plan(phone.statements[0] as Statement);
    expect(phonePlan).toContain(INDEX);
    expect(phonePlan).toContain('branches_phone_digits_trgm_idx');
    expect(phone.ids).toHaveLength(1);
  });

  test('finds the stores the four ILIKEs found, in any script and case', async () => {
    const stores = [
      { name: 'శ్రీ లక్ష్మి కిరాణా', ownerName: 'రవి కుమార్', phone: '+91 98480 11111', pincode: '500028' },
      {
        name: 'श्री गणेश किराना',
        ownerName: 'अनिल गौड़',
        phone: '+91 99890 22222',
        pincode: '500016',
      },
      {
        name: 'BALAJI STORES',
        ownerName: 'Straße IİıI',
        phone: '+91 90000 33333',
        pincode: '500001',
      },
      { name: 'ΟΔΟΣ Σπίτι', ownerName: 'Anil\nGoud', phone: '+91 90000 44444', pincode: '500002' },
      {
        name: 'Sri Sai 50% off_now',
        ownerName: 'Back\\slash',
        phone: '+91 90000 55555',
        pincode: '500003',
      },
    ];
    for (const store of stores) await insertStore(t.repos, store);
    const queries = [
      'లక్ష్మి',
      'రవి',
      'गणेश',
      'गौड़',
      'balaji',
      'Balaji Stores',
      'STRASSE',
      'straße',
      'iİı',
      'İ',
      'οδος',
      'σπίτι',
      'anil\ngoud',
      'anil goud',
      'stores\ns',
      '50%',
      '%',
      '_',
      'off_now',
      '\\',
      'back\\s',
      '98480 11111',
      '9989022222',
      '5000',
      'nothing like this',
    ];
    for (const q of queries) {
      const before = await t.db.query<{ id: string }>(
        `select id from branches
         where name ilike $1 or owner_name ilike $1 or phone ilike $1 or pincode ilike $1
           or ($2::text is not null and regexp_replace(phone, '[^0-9]', '', 'g') like $2)
         order by id`,
        [
          `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
          q.replace(/\D/g, '').length >= 3 ? `%${q.replace(/\D/g, '')}%` : null,
        ],
      );
      const found = (await search(q)).ids.sort();
      expect({ q, found }).toEqual({ q, found: before.map((row) => row.id).sort() });
    }
  });
});
