import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Category, Product } from '@kirana/api-client/types';
import {
  CONFIRM_DELETE_CUSTOM_PRODUCT,
  CONFIRM_REMOVE_IMPORTED_PRODUCT,
  CUSTOM_PRODUCTS_TAB,
  DEFAULT_PRODUCTS_TAB,
  IS_PACKET_LABEL,
  NO_CUSTOM_PRODUCTS,
  NO_DEFAULT_PRODUCTS_IN_CATEGORY,
  NO_NEW_DEFAULT_PRODUCTS,
  deleteProductFailedMessage,
  removeProductFailedMessage,
} from '../messages';
import {
  CATEGORY_NOT_FOUND,
  CUSTOM_PRODUCT_INVALID,
  PRODUCT_NOT_FOUND,
} from '@kirana/domain/inventory';
import { LOADING_PRODUCTS, UNKNOWN_ERROR } from '../../../lib/messages';
import { answerStore, answerCategories, answerCategoryProducts } from '../../../testing/answers';
import { fail, pending, refusal, type FakeApi } from '../../../testing/fake-api';
import {
  makeStore,
  makeCategory,
  makeCustomCategory,
  makeCustomProduct,
  makeDefaultProduct,
  makeProduct,
  nextId,
} from '../../../testing/fixtures';
import { cardNames, mockApi, renderApp, selectTab } from '../../../testing/render';

const BRANCH = '00000000-0000-4000-8000-b00000000002';
const CATEGORY = '00000000-0000-4000-8000-c00000000002';
const DEFAULT_CATEGORY = '00000000-0000-4000-8000-d00000000002';
const BASE = `/admin/manage-branch/${BRANCH}/inventory/${CATEGORY}`;
const IMPORTED_URL = `${BASE}?defaultCategoryId=${DEFAULT_CATEGORY}`;
const CUSTOM_URL = `${BASE}?custom=true`;

const rice = makeDefaultProduct({ name: 'Basmati Rice', suggestedPrice: 120 });
const dal = makeDefaultProduct({ name: 'Toor Dal', suggestedPrice: 150 });
const atta = makeDefaultProduct({ name: 'Wheat Atta', suggestedPrice: 55.5, quantity: 5 });
const importedRice = makeProduct({
  name: 'Basmati Rice',
  description: 'Aged long-grain rice',
  price: 125.5,
  quantity: 1,
  unit: 'kg',
  defaultProductId: rice._id,
  categoryId: CATEGORY,
});
const pickle = makeCustomProduct({
  name: 'Mango Pickle',
  description: 'Homemade, spicy',
  price: 90,
  quantity: 250,
  unit: 'g',
  isPacket: true,
  categoryId: CATEGORY,
});

const store = makeStore({ _id: BRANCH, name: 'Balaji Super Market' });
const riceCategory = makeCategory({
  _id: CATEGORY,
  name: 'Rice & Grains',
  defaultCategoryId: DEFAULT_CATEGORY,
});
const pickleCategory = makeCustomCategory({ _id: CATEGORY, name: 'Homemade Pickles' });

function productsApi(
  products: Product[] = [importedRice, pickle],
  category: Category = riceCategory,
): FakeApi {
  const api = mockApi();
  answerStore(api, store);
  answerCategories(api, [category]);
  answerCategoryProducts(api, products);
  api.get('/api/admin/default-categories/{categoryId}/products', () => ({
    status: 'success',
    data: { defaultProducts: [rice, dal, atta] },
  }));
  return api;
}

describe('products screen', () => {
  it('shows imported products in the Default tab with price per quantity and unit', async () => {
    productsApi();
    renderApp(IMPORTED_URL);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rice & Grains' }),
    ).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      await within(trail).findByRole('link', { name: 'Balaji Super Market' }),
    ).toBeInTheDocument();
    expect(within(trail).getByRole('link', { name: 'Inventory' })).toHaveAttribute(
      'href',
      `/admin/manage-branch/${BRANCH}/inventory`,
    );
    expect(within(trail).getByText('Rice & Grains')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText(CATEGORY)).toBeInTheDocument();
    await screen.findByText('Aged long-grain rice');
    expect(cardNames()).toEqual(['Basmati Rice']);
    expect(screen.getByText('₹125.50 / 1 kg')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Categories' })).toHaveAttribute(
      'href',
      `/admin/manage-branch/${BRANCH}/inventory`,
    );
  });

  it('shows custom products in the Custom tab', async () => {
    productsApi();
    const { user } = renderApp(IMPORTED_URL);
    await screen.findByText('Aged long-grain rice');
    await selectTab(user, CUSTOM_PRODUCTS_TAB);
    // The Custom tab reads its own page of products.
    expect(await screen.findByText('₹90.00 / 250 g')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Mango Pickle']);
  });

  it('a bare deep link to an imported category still offers its import (the server knows)', async () => {
    productsApi([]);
    renderApp(BASE);
    expect(
      await screen.findByRole('button', { name: 'Import Default Products' }),
    ).toBeInTheDocument();
  });

  it('a bare deep link to a custom category opens on Custom only', async () => {
    productsApi([pickle], pickleCategory);
    renderApp(BASE);
    await screen.findByText('Homemade, spicy');
    await waitFor(() =>
      expect(screen.queryByRole('tab', { name: DEFAULT_PRODUCTS_TAB })).not.toBeInTheDocument(),
    );
  });

  it('hides the Default tab for a custom category and opens on Custom', async () => {
    productsApi([pickle], pickleCategory);
    renderApp(CUSTOM_URL, { state: { isCustom: true, defaultCategoryId: null } });
    await screen.findByText('Homemade, spicy');
    expect(screen.queryByRole('tab', { name: DEFAULT_PRODUCTS_TAB })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: CUSTOM_PRODUCTS_TAB })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByRole('button', { name: 'Import Default Products' })).toBeNull();
  });

  it('offers no import while nothing says the category has a default category', async () => {
    const api = productsApi([]);
    answerCategories(api, []);
    renderApp(BASE);
    expect(await screen.findByText(NO_DEFAULT_PRODUCTS_IN_CATEGORY)).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls('get', '/api/branch/{branchId}/categories')).toHaveLength(1),
    );
    expect(screen.queryByRole('button', { name: 'Import Default Products' })).toBeNull();
  });

  it('shows the empty texts, loading text and fetch error', async () => {
    productsApi([]);
    const { user } = renderApp(IMPORTED_URL);
    expect(await screen.findByText(NO_DEFAULT_PRODUCTS_IN_CATEGORY)).toBeInTheDocument();
    await selectTab(user, CUSTOM_PRODUCTS_TAB);
    expect(await screen.findByText(NO_CUSTOM_PRODUCTS)).toBeInTheDocument();
  });

  it('shows "Loading products..." while loading', async () => {
    const api = mockApi();
    api.get('/api/branch/{branchId}/categories/{categoryId}/products', () => pending());
    renderApp(IMPORTED_URL);
    expect(await screen.findByText(LOADING_PRODUCTS)).toBeInTheDocument();
  });

  it('shows "Error: {message}" when the products fail to load', async () => {
    const api = mockApi();
    api.get('/api/branch/{branchId}/categories/{categoryId}/products', () =>
      fail(404, CATEGORY_NOT_FOUND, 'NOT_FOUND'),
    );
    renderApp(IMPORTED_URL);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Category not found.');
  });

  it("shows a refusal about a field next to that field, in the rule's words", async () => {
    const api = productsApi();
    api.put('/api/branch/products/{productId}', () =>
      refusal(400, {
        // The sentence may change; the words follow the rule and its params.
        message: 'price: (server wording)',
        field: 'price',
        rule: 'inventory.priceTooHigh',
        params: { max: 1000000 },
      }),
    );
    const { user } = renderApp(IMPORTED_URL);
    await user.click(await screen.findByRole('button', { name: 'Edit Basmati Rice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const price = within(dialog).getByLabelText('Price (₹)');
    await waitFor(() => expect(price).toHaveAttribute('aria-invalid', 'true'));
    expect(price).toHaveAccessibleDescription('Price must be at most ₹10,00,000.');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/server wording/)).not.toBeInTheDocument();
  });

  it('edits a product; the packet toggle resets the unit to kg and changes the choices', async () => {
    const api = productsApi();
    api.put('/api/branch/products/{productId}', ({ body }) => ({
      status: 'success',
      data: { product: { ...importedRice, ...body } },
    }));
    const { user } = renderApp(IMPORTED_URL);
    await user.click(await screen.findByRole('button', { name: 'Edit Basmati Rice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    const unit = within(dialog).getByLabelText('Unit');
    const options = () =>
      within(unit)
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options()).toEqual(['kg', 'L']);
    await user.selectOptions(unit, 'L');

    await user.click(within(dialog).getByRole('checkbox', { name: 'Is Packet' }));
    expect(unit).toHaveValue('kg');
    expect(options()).toEqual(['kg', 'g', 'L', 'ml', 'pc']);
    await user.selectOptions(unit, 'g');

    const price = within(dialog).getByLabelText('Price (₹)');
    await user.clear(price);
    await user.type(price, '99.99');
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Basmati Rice Premium');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('put', '/api/branch/products/{productId}')[0]?.body).toEqual({
      name: 'Basmati Rice Premium',
      description: 'Aged long-grain rice',
      price: 99.99,
      quantity: 1,
      unit: 'g',
      isPacket: true,
    });
    expect(cardNames()).toEqual(['Basmati Rice Premium']);
    expect(screen.getByText('₹99.99 / 1 g')).toBeInTheDocument();
  });

  it('removes an imported product after confirmation', async () => {
    const api = productsApi();
    api.put('/api/branch/{branchId}/products/remove-imported', ({ body }) => ({
      status: 'success',
      data: { productIds: body.productIds },
    }));
    const { user } = renderApp(IMPORTED_URL);
    await user.click(await screen.findByRole('button', { name: 'Remove Basmati Rice' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(CONFIRM_REMOVE_IMPORTED_PRODUCT);
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText(NO_DEFAULT_PRODUCTS_IN_CATEGORY)).toBeInTheDocument();
    expect(api.calls('put', '/api/branch/{branchId}/products/remove-imported')[0]?.body).toEqual({
      productIds: [importedRice._id],
    });
  });

  it('deletes a custom product after its confirmation', async () => {
    const api = productsApi();
    api.delete('/api/branch/{branchId}/products/custom', ({ body }) => ({
      status: 'success',
      data: { productIds: body.productIds },
    }));
    const { user } = renderApp(`${IMPORTED_URL}&tab=custom`);
    await user.click(await screen.findByRole('button', { name: 'Delete Mango Pickle' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(CONFIRM_DELETE_CUSTOM_PRODUCT);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText(NO_CUSTOM_PRODUCTS)).toBeInTheDocument();
  });

  it('says why a removal or deletion failed and keeps the product', async () => {
    const api = productsApi();
    api.put('/api/branch/{branchId}/products/remove-imported', () => fail(500, 'Disk full'));
    api.delete('/api/branch/{branchId}/products/custom', () => fail(404, PRODUCT_NOT_FOUND));
    const { user } = renderApp(IMPORTED_URL);
    await user.click(await screen.findByRole('button', { name: 'Remove Basmati Rice' }));
    let confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      removeProductFailedMessage(UNKNOWN_ERROR),
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(cardNames()).toEqual(['Basmati Rice']);

    await selectTab(user, CUSTOM_PRODUCTS_TAB);
    await user.click(await screen.findByRole('button', { name: 'Delete Mango Pickle' }));
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      deleteProductFailedMessage(PRODUCT_NOT_FOUND.text),
    );
  });

  it('imports default products not yet imported', async () => {
    const products = [importedRice, pickle];
    const api = productsApi(products);
    const importedDal = makeProduct({
      name: 'Toor Dal',
      defaultProductId: dal._id,
      categoryId: CATEGORY,
    });
    api.post('/api/branch/{branchId}/categories/{categoryId}/import-products', () => {
      products.push(importedDal);
      return { status: 'success', data: { products: [importedDal], skippedIds: [] } };
    });
    const { user } = renderApp(IMPORTED_URL);
    await user.click(await screen.findByRole('button', { name: 'Import Default Products' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Default Products' });
    await within(dialog).findByRole('checkbox', { name: /Toor Dal/ });
    expect(within(dialog).queryByRole('checkbox', { name: /Basmati Rice/ })).toBeNull();
    expect(within(dialog).getByText('₹55.50 / 5 kg')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import 0 Product(s)' })).toBeDisabled();

    await user.click(within(dialog).getByRole('checkbox', { name: /Toor Dal/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Import 1 Product(s)' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      api.calls('post', '/api/branch/{branchId}/categories/{categoryId}/import-products')[0]?.body,
    ).toEqual({ productIds: [dal._id] });
    // The list is read again and shows the imported product in its place.
    await waitFor(() => expect(cardNames()).toEqual(['Basmati Rice', 'Toor Dal']));
  });

  it('selects and deselects all products; choices hidden by the search stay chosen', async () => {
    const api = productsApi();
    api.post('/api/branch/{branchId}/categories/{categoryId}/import-products', () => ({
      status: 'success',
      data: { products: [], skippedIds: [] },
    }));
    const { user } = renderApp(IMPORTED_URL);
    await user.click(await screen.findByRole('button', { name: 'Import Default Products' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Default Products' });
    const all = await within(dialog).findByRole('checkbox', { name: 'Select all' });
    const status = within(dialog).getByRole('status');
    expect(all).not.toBeChecked();
    expect(status).toHaveTextContent('0 selected');

    await user.click(within(dialog).getByRole('checkbox', { name: /Toor Dal/ }));
    expect(all).toBePartiallyChecked();
    expect(status).toHaveTextContent('1 selected');
    await user.click(all);
    expect(all).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Wheat Atta/ })).toBeChecked();
    expect(status).toHaveTextContent('2 selected');
    await user.click(all);
    expect(within(dialog).getByRole('checkbox', { name: /Toor Dal/ })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Wheat Atta/ })).not.toBeChecked();
    expect(status).toHaveTextContent('0 selected');
    expect(within(dialog).getByRole('button', { name: 'Import 0 Product(s)' })).toBeDisabled();

    await user.click(within(dialog).getByRole('checkbox', { name: /Toor Dal/ }));
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search products' }), 'atta');
    expect(within(dialog).queryByRole('checkbox', { name: /Toor Dal/ })).toBeNull();
    expect(status).toHaveTextContent('1 selected, 1 hidden by the search');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select all' }));
    expect(status).toHaveTextContent('2 selected, 1 hidden by the search');
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 Product(s)' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      api.calls('post', '/api/branch/{branchId}/categories/{categoryId}/import-products')[0]?.body,
    ).toEqual({ productIds: [dal._id, atta._id] });
  });

  it('says when there is nothing new to import', async () => {
    const api = productsApi();
    api.get('/api/admin/default-categories/{categoryId}/products', () => ({
      status: 'success',
      data: { defaultProducts: [rice] },
    }));
    const { user } = renderApp(IMPORTED_URL);
    await user.click(await screen.findByRole('button', { name: 'Import Default Products' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(NO_NEW_DEFAULT_PRODUCTS)).toBeInTheDocument();
  });

  it('creates a custom product: validation, defaults, unit rules and the new card', async () => {
    const products: Product[] = [];
    const api = productsApi(products);
    const created = makeCustomProduct({ _id: nextId(), name: 'Ghee', categoryId: CATEGORY });
    api.post('/api/branch/{branchId}/products', () => {
      products.push(created);
      return { status: 'success', data: { product: created } };
    });
    const { user } = renderApp(`${IMPORTED_URL}&tab=custom`);
    await user.click(await screen.findByRole('button', { name: 'Create Custom Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Custom Product' });
    const price = within(dialog).getByLabelText(/Price/);
    const quantity = within(dialog).getByLabelText(/Quantity/);
    expect(price).toHaveValue(0);
    expect(price).toHaveAttribute('min', '0.01');
    expect(price).toHaveAttribute('step', '0.01');
    expect(quantity).toHaveValue(1);
    expect(quantity).toHaveAttribute('min', '1');

    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(CUSTOM_PRODUCT_INVALID.text);

    await user.type(within(dialog).getByLabelText(/^Name/), 'Ghee');
    await user.clear(price);
    await user.type(price, '450');
    await user.type(within(dialog).getByLabelText(/Description/), 'Pure cow ghee');
    const unit = within(dialog).getByLabelText(/Unit/);
    await user.click(within(dialog).getByRole('checkbox', { name: IS_PACKET_LABEL }));
    await user.selectOptions(unit, 'ml');
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(CUSTOM_PRODUCT_INVALID.text);
    expect(api.calls('post', '/api/branch/{branchId}/products')).toHaveLength(0);

    await user.upload(
      within(dialog).getByLabelText(/Product Image/),
      new File(['img'], 'ghee.webp', { type: 'image/webp' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const form = api.calls('post', '/api/branch/{branchId}/products')[0]?.form;
    expect(
      Object.fromEntries([...(form?.entries() ?? [])].filter(([key]) => key !== 'productImage')),
    ).toEqual({
      name: 'Ghee',
      description: 'Pure cow ghee',
      price: '450',
      quantity: '1',
      unit: 'ml',
      isPacket: 'true',
      branchId: BRANCH,
      categoryId: CATEGORY,
    });
    expect(form?.get('productImage')).toHaveProperty('size');
    await waitFor(() => expect(cardNames()).toEqual(['Ghee']));
  });
});
