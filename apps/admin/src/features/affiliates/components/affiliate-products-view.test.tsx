import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AFFILIATES_DASHBOARD_VIEW } from '../../../config/paths';
import {
  AFFILIATE_DEACTIVATE_FAILED,
  AFFILIATE_PRODUCTS_LOAD_FAILED,
  CONFIRM_DEACTIVATE_AFFILIATE_PRODUCT,
  NO_ACTIVE_AFFILIATE_PRODUCTS,
  NO_INACTIVE_AFFILIATE_PRODUCTS,
} from '../messages';
import { LOADING_PRODUCTS } from '../../../lib/messages';
import type { AffiliateProduct } from '@kirana/api-client/types';
import { answerAffiliateProducts } from '../../../testing/answers';
import { fail, pending } from '../../../testing/fake-api';
import { makeAffiliateProduct } from '../../../testing/fixtures';
import { cardNames, currentUrl, mockApi, renderApp } from '../../../testing/render';

const cooker = makeAffiliateProduct({ name: 'Pressure Cooker', isActive: true });
const kettle = makeAffiliateProduct({
  name: 'Electric Kettle',
  isActive: true,
  affiliateLink: 'https://shop.example.com/kettle',
});
const mixer = makeAffiliateProduct({ name: 'Mixer Grinder', isActive: false });

function affiliateApi(products: AffiliateProduct[] = [cooker, kettle, mixer]) {
  const api = mockApi();
  answerAffiliateProducts(api, products);
  return api;
}

/** Opens the affiliate products and the Pressure Cooker's Edit dialog. */
async function editCooker() {
  const { user } = renderApp('/admin/dashboard?view=affiliates');
  await user.click(await screen.findByRole('button', { name: 'Edit Pressure Cooker' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Affiliate Product' });
  return { user, dialog };
}

describe('affiliate products', () => {
  it('opens from the dashboard card and lists the active products', async () => {
    affiliateApi();
    const { user, router } = renderApp('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Manage Affiliate Products' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Active Affiliate Products' }),
    ).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/admin/dashboard?view=affiliates');
    await screen.findByText('Pressure Cooker');
    expect(cardNames()).toEqual(['Pressure Cooker', 'Electric Kettle']);
    expect(screen.getByRole('link', { name: 'Create New Product' })).toHaveAttribute(
      'href',
      '/create-affiliate-product',
    );
    expect(screen.getByRole('link', { name: cooker.affiliateLink })).toHaveAttribute(
      'href',
      cooker.affiliateLink,
    );
  });

  it('opens on the affiliates view with navigation state, and counts the inactive ones', async () => {
    affiliateApi();
    const { user } = renderApp('/admin/dashboard', { state: { view: AFFILIATES_DASHBOARD_VIEW } });
    const toInactive = await screen.findByRole('button', { name: 'View Inactive Products (1)' });
    await user.click(toInactive);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inactive Affiliate Products' }),
    ).toBeInTheDocument();
    expect(cardNames()).toEqual(['Mixer Grinder']);
    expect(screen.getByRole('button', { name: 'Edit Mixer Grinder' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Deactivate/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '← Back to Active Products' }));
    await user.click(await screen.findByRole('button', { name: '← Back to Dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows loading, then the empty texts', async () => {
    const api = mockApi();
    api.get('/api/affiliate/products', () => pending());
    renderApp('/admin/dashboard?view=affiliates');
    expect(await screen.findByText(LOADING_PRODUCTS)).toBeInTheDocument();
  });

  it('says when there are no active or no inactive products', async () => {
    affiliateApi([]);
    const { user } = renderApp('/admin/dashboard?view=affiliates');
    expect(await screen.findByText(NO_ACTIVE_AFFILIATE_PRODUCTS)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Inactive Products (0)' }));
    expect(await screen.findByText(NO_INACTIVE_AFFILIATE_PRODUCTS)).toBeInTheDocument();
  });

  it('says when the list fails to load', async () => {
    const api = mockApi();
    api.get('/api/affiliate/products', () => fail(500));
    renderApp('/admin/dashboard?view=affiliates');
    expect(await screen.findByRole('alert')).toHaveTextContent(AFFILIATE_PRODUCTS_LOAD_FAILED);
  });

  it('edits a product; unticking Active moves it to the inactive list', async () => {
    const api = affiliateApi();
    api.patch('/api/affiliate/products/{productId}', ({ body }) => ({
      status: 'success',
      data: { affiliateProduct: { ...cooker, ...body, isActive: body.isActive ?? true } },
    }));
    const { user, dialog } = await editCooker();
    const name = within(dialog).getByLabelText(/Product Name/);
    await user.clear(name);
    await user.type(name, 'Steel Cooker 5L');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Active Product' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('patch', '/api/affiliate/products/{productId}')[0]?.body).toEqual({
      name: 'Steel Cooker 5L',
      affiliateLink: cooker.affiliateLink,
      isActive: false,
    });
    expect(cardNames()).toEqual(['Electric Kettle']);
    await user.click(screen.getByRole('button', { name: 'View Inactive Products (2)' }));
    await screen.findByRole('heading', { level: 1, name: 'Inactive Affiliate Products' });
    expect(cardNames()).toEqual(['Steel Cooker 5L', 'Mixer Grinder']);
  });

  it('checks the edit fields and shows an edit failure', async () => {
    const api = affiliateApi();
    api.patch('/api/affiliate/products/{productId}', () => fail(500));
    const { user, dialog } = await editCooker();
    const link = within(dialog).getByLabelText(/Affiliate Link/);
    await user.clear(link);
    await user.type(link, 'not a link');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('patch', '/api/affiliate/products/{productId}')).toHaveLength(0);

    await user.clear(link);
    await user.type(link, 'https://shop.example.com/new');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('API error: 500');
  });

  it('deactivates after confirmation; the product moves to the inactive list', async () => {
    const api = affiliateApi();
    api.delete('/api/affiliate/products/{productId}', ({ params }) => ({
      status: 'success',
      message: 'Product deactivated.',
      data: { affiliateProduct: { ...kettle, _id: params.productId ?? '', isActive: false } },
    }));
    const { user } = renderApp('/admin/dashboard?view=affiliates');
    await user.click(await screen.findByRole('button', { name: 'Deactivate Electric Kettle' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(CONFIRM_DEACTIVATE_AFFILIATE_PRODUCT);
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(cardNames()).toEqual(['Pressure Cooker']);
    expect(screen.getByRole('button', { name: 'View Inactive Products (2)' })).toBeInTheDocument();
    expect(api.calls('delete', '/api/affiliate/products/{productId}')[0]?.params).toEqual({
      productId: kettle._id,
    });
  });

  it('keeps the product when deactivation fails, and says so', async () => {
    const api = affiliateApi();
    api.delete('/api/affiliate/products/{productId}', () => fail(500, 'Database down'));
    const { user } = renderApp('/admin/dashboard?view=affiliates');
    await user.click(await screen.findByRole('button', { name: 'Deactivate Electric Kettle' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      AFFILIATE_DEACTIVATE_FAILED,
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(cardNames()).toEqual(['Pressure Cooker', 'Electric Kettle']);
  });
});
