// A category's product list at scale (issue 16): search and sort on the server, "Load more",
// and choosing many products to remove (imported) or delete (custom) in one request.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Product } from '@kirana/api-client/types';
import { PRODUCT_NOT_FOUND } from '@kirana/domain/inventory';
import {
  CUSTOM_PRODUCTS_TAB,
  PRODUCT_SORT_LABELS,
  confirmDeleteSelected,
  confirmRemoveSelected,
  deleteProductFailedMessage,
  noProductsMatch,
  productsSelectedText,
  selectShownLabel,
} from '../messages';
import { answerStore, answerCategories, answerCategoryProducts } from '../../../testing/answers';
import { fail, type FakeApi } from '../../../testing/fake-api';
import { makeStore, makeCategory, makeCustomProduct, makeProduct } from '../../../testing/fixtures';
import { cardNames, currentUrl, mockApi, renderApp, selectTab } from '../../../testing/render';

const BRANCH = '00000000-0000-4000-8000-b00000000003';
const CATEGORY = '00000000-0000-4000-8000-c00000000003';
const URL = `/admin/manage-branch/${BRANCH}/inventory/${CATEGORY}`;

const oils = makeCategory({ _id: CATEGORY, name: 'Oils' });
const imported = (name: string, price: number) =>
  makeProduct({ name, price, categoryId: CATEGORY });
const sunflower = imported('Sunflower Oil', 180);
const groundnut = imported('Groundnut Oil', 210);
const mustard = imported('Mustard Oil', 95);
const ghee = imported('Cow Ghee', 650);
const jaggery = makeCustomProduct({ name: 'Jaggery', price: 60, categoryId: CATEGORY });
const chikki = makeCustomProduct({ name: 'Peanut Chikki', price: 40, categoryId: CATEGORY });

function storeApi(products: Product[]): FakeApi {
  const api = mockApi();
  answerStore(api, makeStore({ _id: BRANCH, name: 'Balaji Super Market' }));
  answerCategories(api, [oils]);
  answerCategoryProducts(api, products);
  return api;
}

const lastQuery = (api: FakeApi) =>
  api.calls('get', '/api/branch/{branchId}/categories/{categoryId}/products').at(-1)?.query;

describe('product list', () => {
  it('searches the category by name and sorts by price on the server; the URL keeps both', async () => {
    const api = storeApi([sunflower, groundnut, mustard, ghee]);
    const { user, router } = renderApp(URL);
    expect(await screen.findByText('Cow Ghee')).toBeInTheDocument();
    expect(lastQuery(api)?.get('kind')).toBe('imported');
    expect(lastQuery(api)?.get('limit')).toBe('50');

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), ' oil ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(cardNames()).toEqual(['Groundnut Oil', 'Mustard Oil', 'Sunflower Oil']),
    );
    expect(lastQuery(api)?.get('q')).toBe('oil');

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      PRODUCT_SORT_LABELS['price-desc'],
    );
    await waitFor(() =>
      expect(cardNames()).toEqual(['Groundnut Oil', 'Sunflower Oil', 'Mustard Oil']),
    );
    expect(lastQuery(api)?.get('sort')).toBe('price-desc');
    expect(currentUrl(router)).toBe(`${URL}?q=oil&sort=price-desc`);

    await user.clear(screen.getByRole('searchbox', { name: 'Search products' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'rice');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(noProductsMatch('rice'))).toBeInTheDocument();
  });

  it('"Load more" appends the next page below what is shown', async () => {
    const api = storeApi([]);
    api.get('/api/branch/{branchId}/categories/{categoryId}/products', ({ query }) => ({
      status: 'success',
      data:
        query.get('cursor') === 'page-2'
          ? { products: [mustard, sunflower], nextCursor: null }
          : { products: [ghee, groundnut], nextCursor: 'page-2' },
    }));
    const { user } = renderApp(URL);
    expect(await screen.findByText('Showing the first 2 products')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(cardNames()).toEqual(['Cow Ghee', 'Groundnut Oil', 'Mustard Oil', 'Sunflower Oil']),
    );
    expect(screen.getByText('4 products')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(
      api
        .calls('get', '/api/branch/{branchId}/categories/{categoryId}/products')
        .map((call) => call.query.get('cursor')),
    ).toEqual([null, 'page-2']);
  });

  it('removes three chosen imported products in one request after one confirmation', async () => {
    const api = storeApi([sunflower, groundnut, mustard, ghee]);
    api.put('/api/branch/{branchId}/products/remove-imported', ({ body }) => ({
      status: 'success',
      message: 'Products removed',
      data: { productIds: body.productIds },
    }));
    const { user } = renderApp(URL);
    await screen.findByText('Cow Ghee');
    for (const name of ['Cow Ghee', 'Mustard Oil', 'Sunflower Oil']) {
      await user.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
    }
    const bar = screen.getByRole('region', { name: 'Selection' });
    expect(within(bar).getByRole('status')).toHaveTextContent(productsSelectedText(3));
    expect(screen.getByRole('checkbox', { name: selectShownLabel(4) })).toBePartiallyChecked();

    await user.click(within(bar).getByRole('button', { name: 'Remove selected' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(confirmRemoveSelected(3));
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    const calls = api.calls('put', '/api/branch/{branchId}/products/remove-imported');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ productIds: [ghee._id, mustard._id, sunflower._id] });
    expect(cardNames()).toEqual(['Groundnut Oil']);
    expect(screen.queryByRole('region', { name: 'Selection' })).toBeNull();
  });

  it('"Select all shown" chooses every card and clears them again', async () => {
    storeApi([sunflower, groundnut, mustard, ghee]);
    const { user } = renderApp(URL);
    await screen.findByText('Cow Ghee');
    const all = screen.getByRole('checkbox', { name: selectShownLabel(4) });
    await user.click(all);
    expect(all).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Mustard Oil' })).toBeChecked();
    expect(screen.getByRole('region', { name: 'Selection' })).toHaveTextContent(
      productsSelectedText(4),
    );
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByRole('checkbox', { name: 'Select Mustard Oil' })).not.toBeChecked();
    expect(screen.queryByRole('region', { name: 'Selection' })).toBeNull();
  });

  it('deletes chosen custom products; a refusal is shown and nothing leaves the list', async () => {
    const api = storeApi([sunflower, jaggery, chikki]);
    api.delete('/api/branch/{branchId}/products/custom', () =>
      fail(404, PRODUCT_NOT_FOUND, 'NOT_FOUND'),
    );
    const { user } = renderApp(URL);
    await screen.findByText('Sunflower Oil');
    await selectTab(user, CUSTOM_PRODUCTS_TAB);
    await user.click(await screen.findByRole('checkbox', { name: selectShownLabel(2) }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(confirmDeleteSelected(2));
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      deleteProductFailedMessage(PRODUCT_NOT_FOUND.text),
    );
    expect(api.calls('delete', '/api/branch/{branchId}/products/custom')[0]?.body).toEqual({
      productIds: [jaggery._id, chikki._id],
    });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(cardNames()).toEqual(['Jaggery', 'Peanut Chikki']);
    expect(screen.getByRole('region', { name: 'Selection' })).toHaveTextContent(
      productsSelectedText(2),
    );
  });
});
