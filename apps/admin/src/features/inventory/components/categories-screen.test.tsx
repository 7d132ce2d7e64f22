import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Category } from '@kirana/api-client/types';
import {
  ALL_DEFAULT_CATEGORIES_IMPORTED,
  CONFIRM_DELETE_CUSTOM_CATEGORY,
  CONFIRM_REMOVE_CATEGORY,
  CUSTOM_CATEGORIES_TAB,
  DEFAULT_CATEGORIES_TAB,
  FETCH_CATEGORIES_FAILED,
  IMPORT_CATEGORIES_FAILED,
  LOADING_CATEGORIES,
  NO_CUSTOM_CATEGORIES,
  NO_DEFAULT_CATEGORIES,
} from '../messages';
import {
  CATEGORY_NAME_AND_IMAGE_REQUIRED,
  CATEGORY_NOT_EMPTY,
  CATEGORY_NOT_FOUND,
} from '@kirana/domain/inventory';
import { answerStore } from '../../../testing/answers';
import { fail, pending, type FakeApi } from '../../../testing/fake-api';
import {
  makeStore,
  makeCategory,
  makeCustomCategory,
  makeDefaultCategory,
  listed,
} from '../../../testing/fixtures';
import { currentUrl, mockApi, renderApp, selectTab } from '../../../testing/render';

const BRANCH = '00000000-0000-4000-8000-b00000000001';
const URL = `/admin/manage-branch/${BRANCH}/inventory`;

const fruitsDefault = makeDefaultCategory({ name: 'Fruits' });
const dairyDefault = makeDefaultCategory({ name: 'Dairy' });
const snacksDefault = makeDefaultCategory({ name: 'Snacks' });
const fruits = makeCategory({ name: 'Fruits', defaultCategoryId: fruitsDefault._id });
const homemade = makeCustomCategory({ name: 'Homemade Pickles' });

const store = makeStore({ _id: BRANCH, name: 'Sri Lakshmi Kirana' });

function inventoryApi(categories: Category[] = [fruits, homemade]): FakeApi {
  const api = mockApi();
  answerStore(api, store);
  api.get('/api/branch/{branchId}/categories', ({ query }) => ({
    status: 'success',
    data: { categories: listed(categories, query), nextCursor: null },
  }));
  api.get('/api/admin/default-categories', () => ({
    status: 'success',
    data: { defaultCategories: [dairyDefault, fruitsDefault, snacksDefault] },
  }));
  api.get('/api/branch/{branchId}/categories/{categoryId}/products', () => ({
    status: 'success',
    data: { products: [], nextCursor: null },
  }));
  return api;
}

function cardNames(): string[] {
  // The cards' list, not the breadcrumb's.
  const list = screen.queryAllByRole('list').find((element) => !element.closest('nav'));
  if (!list) return [];
  return within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('link').textContent ?? '');
}

describe('inventory categories', () => {
  it('is headed by the store name, with the trail, the branch id and the imported categories', async () => {
    inventoryApi();
    renderApp(URL);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sri Lakshmi Kirana' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Inventory Categories')).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Stores' })).toHaveAttribute(
      'href',
      '/admin/manage-branch',
    );
    expect(within(trail).getByRole('link', { name: 'Sri Lakshmi Kirana' })).toHaveAttribute(
      'href',
      `/admin/manage-branch?branchId=${BRANCH}`,
    );
    expect(within(trail).getByText('Inventory')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText(BRANCH)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy branch id' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: DEFAULT_CATEGORIES_TAB })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await screen.findByText('Fruits');
    expect(cardNames()).toEqual(['Fruits']);
    expect(screen.getByRole('link', { name: '← Back to Branch Management' })).toHaveAttribute(
      'href',
      `/admin/manage-branch?branchId=${BRANCH}`,
    );
  });

  it('shows the custom categories in the Custom tab and keeps the tab in the URL', async () => {
    inventoryApi();
    const { user, router } = renderApp(URL);
    await screen.findByText('Fruits');
    await selectTab(user, CUSTOM_CATEGORIES_TAB);
    // Each tab reads its own kind of category from the server.
    expect(await screen.findByText('Homemade Pickles')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Homemade Pickles']);
    expect(currentUrl(router)).toBe(`${URL}?tab=custom`);
    expect(screen.getByRole('button', { name: 'Create Custom Category' })).toBeInTheDocument();
  });

  it('opens a category with its kind in navigation state and in the URL', async () => {
    inventoryApi();
    const { user, router } = renderApp(`${URL}?tab=custom`);
    await user.click(await screen.findByRole('link', { name: 'Homemade Pickles' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`${URL}/${homemade._id}?custom=true`));
    expect(router.state.location.state).toEqual({ isCustom: true, defaultCategoryId: null });
  });

  it('shows the empty texts and the loading text', async () => {
    inventoryApi([]);
    const { user } = renderApp(URL);
    expect(await screen.findByText(NO_DEFAULT_CATEGORIES)).toBeInTheDocument();
    await selectTab(user, CUSTOM_CATEGORIES_TAB);
    expect(await screen.findByText(NO_CUSTOM_CATEGORIES)).toBeInTheDocument();
  });

  it('shows "Loading categories..." while loading and the failure text', async () => {
    const api = mockApi();
    api.get('/api/branch/{branchId}/categories', () => pending());
    renderApp(URL);
    expect(await screen.findByText(LOADING_CATEGORIES)).toBeInTheDocument();
  });

  it('says when the categories fail to load', async () => {
    const api = mockApi();
    api.get('/api/branch/{branchId}/categories', () => fail(500));
    renderApp(URL);
    expect(await screen.findByRole('alert')).toHaveTextContent(FETCH_CATEGORIES_FAILED);
  });

  it('imports default categories: imported ones hidden, count on the button, disabled at 0', async () => {
    const categories = [fruits, homemade];
    const api = inventoryApi(categories);
    const dairy = makeCategory({ name: 'Dairy', defaultCategoryId: dairyDefault._id });
    const snacks = makeCategory({ name: 'Snacks', defaultCategoryId: snacksDefault._id });
    api.post('/api/branch/{branchId}/categories/import-default', () => {
      categories.push(dairy, snacks);
      return { status: 'success', data: { categories: [dairy, snacks], skippedIds: [] } };
    });
    const { user } = renderApp(URL);
    await user.click(await screen.findByRole('button', { name: 'Import Default Categories' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Default Categories' });
    await within(dialog).findByRole('checkbox', { name: 'Dairy' });
    expect(within(dialog).queryByRole('checkbox', { name: 'Fruits' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import 0 Categories' })).toBeDisabled();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Dairy' }));
    expect(within(dialog).getByRole('button', { name: 'Import 1 Category' })).toBeEnabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Snacks' }));
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 Categories' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('post', '/api/branch/{branchId}/categories/import-default')[0]?.body).toEqual({
      categoryIds: [dairyDefault._id, snacksDefault._id],
    });
    // The list is read again: the new categories in their places by name.
    await waitFor(() => expect(cardNames()).toEqual(['Dairy', 'Fruits', 'Snacks']));
  });

  it('searches the default categories and selects all that match in one click', async () => {
    const api = inventoryApi();
    const driedFruits = makeDefaultCategory({ name: 'Dried Fruits' });
    const juices = makeDefaultCategory({ name: 'Fruit Juices' });
    api.get('/api/admin/default-categories', () => ({
      status: 'success',
      data: { defaultCategories: [dairyDefault, driedFruits, fruitsDefault, juices] },
    }));
    api.post('/api/branch/{branchId}/categories/import-default', () => ({
      status: 'success',
      data: { categories: [], skippedIds: [] },
    }));
    const { user } = renderApp(URL);
    await user.click(await screen.findByRole('button', { name: 'Import Default Categories' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Default Categories' });
    await within(dialog).findByRole('checkbox', { name: 'Dairy' });

    const search = within(dialog).getByRole('searchbox', { name: 'Search categories' });
    await user.type(search, 'zzz');
    expect(within(dialog).getByText('No categories match “zzz”.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: 'Select all' })).toBeNull();

    // Case-insensitive; "Fruits" is imported already, so it is not among the choices.
    await user.clear(search);
    await user.type(search, ' FRUIT');
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(dialog).getByRole('checkbox', { name: 'Dried Fruits' })).not.toBeChecked();
    expect(within(dialog).queryByRole('checkbox', { name: 'Dairy' })).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select all' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Dried Fruits' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Fruit Juices' })).toBeChecked();
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 selected');

    await user.clear(search);
    expect(within(dialog).getByRole('checkbox', { name: 'Dairy' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 Categories' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('post', '/api/branch/{branchId}/categories/import-default')).toHaveLength(1);
    expect(api.calls('post', '/api/branch/{branchId}/categories/import-default')[0]?.body).toEqual({
      categoryIds: [driedFruits._id, juices._id],
    });
  });

  it('says when the import fails', async () => {
    const api = inventoryApi();
    api.post('/api/branch/{branchId}/categories/import-default', () => fail(500));
    const { user } = renderApp(URL);
    await user.click(await screen.findByRole('button', { name: 'Import Default Categories' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Snacks' }));
    await user.click(within(dialog).getByRole('button', { name: 'Import 1 Category' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(IMPORT_CATEGORIES_FAILED);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(cardNames()).toEqual(['Fruits']);
  });

  it('says when every default category is already imported', async () => {
    const api = inventoryApi([
      fruits,
      makeCategory({ name: 'Dairy', defaultCategoryId: dairyDefault._id }),
    ]);
    api.get('/api/admin/default-categories', () => ({
      status: 'success',
      data: { defaultCategories: [dairyDefault, fruitsDefault] },
    }));
    const { user } = renderApp(URL);
    await user.click(await screen.findByRole('button', { name: 'Import Default Categories' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(ALL_DEFAULT_CATEGORIES_IMPORTED)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import 0 Categories' })).toBeDisabled();
  });

  it('creates a custom category: name and image required, then it appears', async () => {
    const categories: Category[] = [];
    const api = inventoryApi(categories);
    const created = makeCustomCategory({ name: 'Festive Sweets' });
    api.post('/api/branch/{branchId}/categories', () => {
      categories.push(created);
      return { status: 'success', data: { category: created } };
    });
    const { user } = renderApp(`${URL}?tab=custom`);
    await user.click(await screen.findByRole('button', { name: 'Create Custom Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Custom Category' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      CATEGORY_NAME_AND_IMAGE_REQUIRED.text,
    );

    await user.type(within(dialog).getByLabelText(/Category Name/), 'Festive Sweets');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      CATEGORY_NAME_AND_IMAGE_REQUIRED.text,
    );
    expect(api.calls('post', '/api/branch/{branchId}/categories')).toHaveLength(0);

    const image = new File(['png'], 'sweets.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText(/Category Image/), image);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const form = api.calls('post', '/api/branch/{branchId}/categories')[0]?.form;
    expect(form?.get('name')).toBe('Festive Sweets');
    expect(form?.get('categoryImage')).toHaveProperty('size');
    await waitFor(() => expect(cardNames()).toEqual(['Festive Sweets']));
  });

  it('accepts only images for a category', async () => {
    inventoryApi([]);
    const { user } = renderApp(`${URL}?tab=custom`);
    await user.click(await screen.findByRole('button', { name: 'Create Custom Category' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText(/Category Image/);
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif,image/webp');
  });

  it('removes an empty imported category after confirmation', async () => {
    const api = inventoryApi();
    api.put('/api/branch/{branchId}/categories/remove-imported', ({ body }) => ({
      status: 'success',
      data: { categoryIds: body.categoryIds },
    }));
    const { user } = renderApp(URL);
    await user.click(await screen.findByRole('button', { name: 'Remove category: Fruits' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(CONFIRM_REMOVE_CATEGORY);
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText(NO_DEFAULT_CATEGORIES)).toBeInTheDocument();
    expect(
      api.calls('get', '/api/branch/{branchId}/categories/{categoryId}/products'),
    ).toHaveLength(0);
    expect(api.calls('put', '/api/branch/{branchId}/categories/remove-imported')[0]?.body).toEqual({
      categoryIds: [fruits._id],
    });
  });

  it('deletes an empty custom category after its own confirmation', async () => {
    const api = inventoryApi();
    api.delete('/api/branch/{branchId}/categories/custom', ({ body }) => ({
      status: 'success',
      data: { categoryIds: body.categoryIds },
    }));
    const { user } = renderApp(`${URL}?tab=custom`);
    await user.click(
      await screen.findByRole('button', { name: 'Delete custom category: Homemade Pickles' }),
    );
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(CONFIRM_DELETE_CUSTOM_CATEGORY);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText(NO_CUSTOM_CATEGORIES)).toBeInTheDocument();
  });

  it('asks the server once and shows its refusal of a category that has products', async () => {
    const api = inventoryApi();
    api.put('/api/branch/{branchId}/categories/remove-imported', () =>
      fail(409, 'Conflict from the server', 'CATEGORY_NOT_EMPTY'),
    );
    const { user } = renderApp(URL);
    await user.click(await screen.findByRole('button', { name: 'Remove category: Fruits' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(CATEGORY_NOT_EMPTY.text);
    // One request: the category's products are not fetched first.
    expect(api.calls('put', '/api/branch/{branchId}/categories/remove-imported')).toHaveLength(1);
    expect(
      api.calls('get', '/api/branch/{branchId}/categories/{categoryId}/products'),
    ).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(cardNames()).toEqual(['Fruits']);
  });

  it("words any other conflict by its rule, never with the server's own sentence", async () => {
    const api = inventoryApi();
    api.put('/api/branch/{branchId}/categories/remove-imported', () =>
      fail(409, CATEGORY_NOT_FOUND, 'CONFLICT'),
    );
    const { user } = renderApp(URL);
    await user.click(await screen.findByRole('button', { name: 'Remove category: Fruits' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(CATEGORY_NOT_FOUND.text);
  });

  it('reveals the remove button on keyboard focus', async () => {
    inventoryApi();
    const { user } = renderApp(URL);
    await screen.findByText('Fruits');
    await user.tab();
    const remove = screen.getByRole('button', { name: 'Remove category: Fruits' });
    while (document.activeElement !== remove) await user.tab();
    expect(remove).toHaveFocus();
  });
});
