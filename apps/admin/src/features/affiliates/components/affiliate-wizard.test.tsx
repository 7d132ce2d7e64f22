import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AFFILIATES_DASHBOARD_VIEW } from '../../../config/paths';
import {
  AFFILIATE_CREATE_FAILED,
  BACK_TO_AFFILIATE_DASHBOARD,
  DETAILS_STEP_TITLE,
  IMAGE_CONVERSION_FAILED,
  IMAGE_UPLOADED,
  MISSING_UPLOAD_INFORMATION,
  PRODUCT_CREATED,
  REDIRECTING_TO_AFFILIATE_DASHBOARD,
  UPLOAD_STEP_TITLE,
} from '../messages';
import {
  IMAGE_FILE_REQUIRED,
  IMAGE_FILE_TOO_LARGE,
  IMAGE_FILE_TYPE_INVALID,
} from '@kirana/domain/uploads';
import { answerAffiliateProducts } from '../../../testing/answers';
import { fail, type FakeApi } from '../../../testing/fake-api';
import { makeAffiliateProduct } from '../../../testing/fixtures';
import { mockUpload } from '../../../testing/fake-upload';
import { currentUrl, mockApi, renderApp } from '../../../testing/render';

const KEY = 'affiliate/0b7f4f5e-6c1a-4d2e-9f3a-2b8c1d4e5f60.jpg';
const IMAGE_URL = `http://localhost:3000/media/${KEY}`;
const UPLOAD_URL = `http://localhost:3000/api/uploads/${KEY}?expires=1&signature=${'a'.repeat(64)}`;
const DETAILS_URL = '/create-affiliate-product?step=details';

function wizardApi(): FakeApi {
  const api = mockApi();
  api.get('/api/affiliate/upload-url', () => ({
    status: 'success',
    data: { uploadUrl: UPLOAD_URL, key: KEY, imageUrl: IMAGE_URL, tempId: crypto.randomUUID() },
  }));
  api.onExternal('HEAD', IMAGE_URL, () => new Response(null, { status: 200 }));
  return api;
}

function imageInput() {
  return screen.getByLabelText('Product Image');
}

const jpeg = () => new File(['jpeg-bytes'], 'cooker.jpeg', { type: 'image/jpeg' });

/** Opens the wizard and uploads `image` in its first step. */
async function uploadImage(image = jpeg()) {
  const rendered = renderApp('/create-affiliate-product');
  await screen.findByRole('heading', { level: 1, name: UPLOAD_STEP_TITLE });
  await rendered.user.upload(imageInput(), image);
  await rendered.user.click(screen.getByRole('button', { name: 'Upload Image' }));
  return rendered;
}

describe('affiliate wizard, step 1', () => {
  it('refuses files that are not JPEG, PNG, GIF or WebP', async () => {
    wizardApi();
    renderApp('/create-affiliate-product');
    await screen.findByRole('heading', { level: 1, name: UPLOAD_STEP_TITLE });
    fireEvent.change(imageInput(), {
      target: { files: [new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText(IMAGE_FILE_TYPE_INVALID.text)).toBeInTheDocument();
  });

  it('refuses images over 5MB', async () => {
    wizardApi();
    const { user } = renderApp('/create-affiliate-product');
    await screen.findByRole('heading', { level: 1, name: UPLOAD_STEP_TITLE });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(imageInput(), big);
    expect(screen.getByText(IMAGE_FILE_TOO_LARGE.text)).toBeInTheDocument();
  });

  it('asks for a file before uploading', async () => {
    const api = wizardApi();
    const { user } = renderApp('/create-affiliate-product');
    await user.click(await screen.findByRole('button', { name: 'Upload Image' }));
    expect(screen.getByText(IMAGE_FILE_REQUIRED.text)).toBeInTheDocument();
    expect(api.calls('get', '/api/affiliate/upload-url')).toHaveLength(0);
  });

  it("uploads the JPEG to the ticket's URL with live progress", async () => {
    const api = wizardApi();
    const uploads = mockUpload({ progress: [40], hang: true });
    const { user } = renderApp('/create-affiliate-product');
    await screen.findByRole('heading', { level: 1, name: UPLOAD_STEP_TITLE });
    await user.upload(imageInput(), jpeg());
    expect(screen.getByText(/cooker\.jpeg \(0\.01 KB\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload Image' }));

    const bar = await screen.findByRole('progressbar', { name: 'Uploading image' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(uploads[0]).toMatchObject({
      method: 'PUT',
      url: UPLOAD_URL,
      headers: { 'Content-Type': 'image/jpeg' },
    });
    expect((uploads[0]?.body as File).name).toBe('cooker.jpg');
    expect(api.calls('get', '/api/affiliate/upload-url')).toHaveLength(1);
  });

  it('after a successful upload says so and opens step 2 with the image', async () => {
    wizardApi();
    mockUpload({ progress: [50, 100] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router } = await uploadImage();
    expect(await screen.findByText(IMAGE_UPLOADED)).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(currentUrl(router)).toBe('/create-affiliate-product');

    expect(
      await screen.findByRole('heading', { level: 1, name: DETAILS_STEP_TITLE }),
    ).toBeInTheDocument();
    expect(currentUrl(router)).toBe(DETAILS_URL);
    expect(screen.getByRole('img', { name: 'Preview of the uploaded product' })).toHaveAttribute(
      'src',
      IMAGE_URL,
    );
    expect(screen.getByText(IMAGE_URL)).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
  });

  it('only warns when the uploaded image cannot be checked', async () => {
    const api = wizardApi();
    api.onExternal('HEAD', IMAGE_URL, () => new Response(null, { status: 404 }));
    mockUpload({ progress: [100] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await uploadImage();
    expect(await screen.findByText(IMAGE_UPLOADED)).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it('shows the upload failure with its status', async () => {
    wizardApi();
    mockUpload({ status: 403, statusText: 'Forbidden' });
    await uploadImage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to upload image: Upload failed with status: 403 - Forbidden',
    );
  });

  it('shows a network failure during upload', async () => {
    wizardApi();
    mockUpload({ networkError: true });
    await uploadImage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to upload image: Network error during upload',
    );
  });

  it('says when a non-JPEG image cannot be converted', async () => {
    const api = wizardApi();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    await uploadImage(new File(['png'], 'cooker.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(IMAGE_CONVERSION_FAILED);
    expect(api.calls('get', '/api/affiliate/upload-url')).toHaveLength(0);
  });

  it('Cancel leads to the affiliates dashboard', async () => {
    const api = wizardApi();
    answerAffiliateProducts(api);
    const { user, router } = renderApp('/create-affiliate-product');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Active Affiliate Products' }),
    ).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ view: AFFILIATES_DASHBOARD_VIEW });
  });
});

describe('affiliate wizard, step 2', () => {
  const state = { upload: { imageUrl: IMAGE_URL } };

  it('without upload information says so and leads back to the affiliates', async () => {
    const api = mockApi();
    answerAffiliateProducts(api);
    const { user, router } = renderApp(DETAILS_URL);
    expect(await screen.findByRole('alert')).toHaveTextContent(MISSING_UPLOAD_INFORMATION);
    await user.click(screen.getByRole('button', { name: BACK_TO_AFFILIATE_DASHBOARD }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/dashboard'));
    expect(router.state.location.state).toEqual({ view: AFFILIATES_DASHBOARD_VIEW });
  });

  it('creates the product (active by default), then redirects to the affiliates after 2 s', async () => {
    const api = mockApi();
    api.post('/api/affiliate/products', ({ body }) => ({
      status: 'success',
      data: {
        affiliateProduct: makeAffiliateProduct({ ...body, isActive: body.isActive ?? true }),
      },
    }));
    answerAffiliateProducts(api);
    const { user, router } = renderApp(DETAILS_URL, { state });
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(await screen.findByLabelText(/Product Name/), 'Cast Iron Tawa');
    await user.type(screen.getByLabelText(/Affiliate Link/), 'https://shop.example.com/tawa');
    expect(screen.getByRole('checkbox', { name: 'Active Product' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Create Product' }));

    expect(await screen.findByText(PRODUCT_CREATED)).toBeInTheDocument();
    expect(screen.getByText(REDIRECTING_TO_AFFILIATE_DASHBOARD)).toBeInTheDocument();
    expect(api.calls('post', '/api/affiliate/products')[0]?.body).toEqual({
      name: 'Cast Iron Tawa',
      imageUrl: IMAGE_URL,
      affiliateLink: 'https://shop.example.com/tawa',
      isActive: true,
    });
    expect(currentUrl(router)).toBe(DETAILS_URL);
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/dashboard'));
    expect(router.state.location.state).toEqual({ view: AFFILIATES_DASHBOARD_VIEW });
  });

  it('sends an unticked Active Product as isActive false', async () => {
    const api = mockApi();
    api.post('/api/affiliate/products', ({ body }) => ({
      status: 'success',
      data: { affiliateProduct: makeAffiliateProduct({ ...body, isActive: false }) },
    }));
    const { user } = renderApp(DETAILS_URL, { state });
    await user.type(await screen.findByLabelText(/Product Name/), 'Tawa');
    await user.type(screen.getByLabelText(/Affiliate Link/), 'https://shop.example.com/tawa');
    await user.click(screen.getByRole('checkbox', { name: 'Active Product' }));
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    await screen.findByText(PRODUCT_CREATED);
    expect(api.calls('post', '/api/affiliate/products')[0]?.body).toMatchObject({
      isActive: false,
    });
  });

  it('checks name and link, and shows a creation failure', async () => {
    const api = mockApi();
    api.post('/api/affiliate/products', () => fail(500));
    const { user } = renderApp(DETAILS_URL, { state });
    await user.click(await screen.findByRole('button', { name: 'Create Product' }));
    expect(screen.getByLabelText(/Product Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Affiliate Link/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('post', '/api/affiliate/products')).toHaveLength(0);

    await user.type(screen.getByLabelText(/Product Name/), 'Tawa');
    await user.type(screen.getByLabelText(/Affiliate Link/), 'https://shop.example.com/tawa');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AFFILIATE_CREATE_FAILED);
  });

  it('sends the user to the login page when the session is gone', async () => {
    const api = mockApi();
    api.post('/api/affiliate/products', () => fail(401, 'Your session has expired.'));
    const { user, router } = renderApp(DETAILS_URL, { state });
    await user.type(await screen.findByLabelText(/Product Name/), 'Tawa');
    await user.type(screen.getByLabelText(/Affiliate Link/), 'https://shop.example.com/tawa');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/login'));
  });

  it('Back returns to step 1', async () => {
    mockApi();
    const { user } = renderApp(DETAILS_URL, { state });
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: UPLOAD_STEP_TITLE }),
    ).toBeInTheDocument();
  });
});
