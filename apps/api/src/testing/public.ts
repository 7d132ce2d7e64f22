// The public site's calls in tests: the store finder, asked as the site asks it.
import type { Schemas } from '../contract/types.js';
import type { TestApp } from './app.js';
import { expectContract } from './contract.js';

/** The store finder's answer to `query` (lat=&lng= or pincode=), checked against the contract. */
export async function findStores(
  t: Pick<TestApp, 'app'>,
  query: string,
): Promise<Schemas['PublicStoreListResponse']['data']> {
  return expectContract<Schemas['PublicStoreListResponse']>(
    'listPublicStores',
    await t.app.inject({ method: 'GET', url: `/api/public/stores?${query}` }),
    200,
  ).data;
}
