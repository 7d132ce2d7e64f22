// The dashboard's loader: an affiliate view in the URL starts reading the list before the view's
// code is there, only for a signed-in admin, and the view then reads it no second time.
import { screen, waitFor } from '@testing-library/react';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NO_ACTIVE_AFFILIATE_PRODUCTS } from '../../features/affiliates/messages';
import { createQueryClient } from '../../lib/query-client';
import { answerAffiliateProducts } from '../../testing/answers';
import { mockApi, renderApp, signIn } from '../../testing/render';
import { clientLoader } from './dashboard';

function affiliateApi() {
  const api = mockApi();
  answerAffiliateProducts(api);
  return api;
}

describe('dashboard loader', () => {
  it('reads the affiliate list for an affiliate view of a signed-in admin', async () => {
    const api = affiliateApi();
    const load = clientLoader(createQueryClient({ retry: false }));
    const open = (url: string) =>
      load({ request: new Request(`http://admin.test${url}`) } as LoaderFunctionArgs);

    await open('/admin/dashboard?view=affiliates');
    signIn();
    await open('/admin/dashboard');
    expect(api.calls('get', '/api/affiliate/products')).toHaveLength(0);

    await open('/admin/dashboard?view=inactive-affiliates');
    await waitFor(() => expect(api.calls('get', '/api/affiliate/products')).toHaveLength(1));
  });

  it('reads the list once when the view opens', async () => {
    const api = affiliateApi();
    renderApp('/admin/dashboard?view=affiliates');
    expect(await screen.findByText(NO_ACTIVE_AFFILIATE_PRODUCTS)).toBeInTheDocument();
    expect(api.calls('get', '/api/affiliate/products')).toHaveLength(1);
  });
});
