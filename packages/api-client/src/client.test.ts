import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  ApiError,
  NetworkError,
  UnauthorizedError,
  retryAfterSeconds,
  toFormData,
  unwrap,
} from './client';
import { createApiClient, type ApiClientOptions } from './create-client';
import type { Category } from './types';

const BRANCH_ID = '0b7f4f5e-6c1a-4d2e-9f3a-2b8c1d4e5f60';

const category: Category = {
  _id: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  name: 'Fruits',
  imageUrl: 'http://localhost:3000/media/categories/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f.jpg',
  createdFromTemplate: true,
  defaultCategoryId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A fake fetch that records each request and answers with `answer`. */
function fakeFetch(answer: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    return answer(request);
  });
  return { fetch, requests };
}

function setup(answer: (request: Request) => Response | Promise<Response>, token: string | null) {
  const { fetch, requests } = fakeFetch(answer);
  const onUnauthorized = vi.fn();
  const options: ApiClientOptions = {
    baseUrl: 'https://api.example.test/',
    getToken: () => token,
    onUnauthorized,
    fetch,
  };
  return { client: createApiClient(options), requests, onUnauthorized };
}

describe('createApiClient', () => {
  it('joins the base URL with the path and path parameters', async () => {
    const { client, requests } = setup(
      () => json(200, { status: 'success', data: { categories: [] } }),
      'tok',
    );
    await unwrap(
      client.GET('/api/branch/{branchId}/categories', {
        params: { path: { branchId: BRANCH_ID } },
      }),
    );
    expect(requests[0]?.url).toBe(`https://api.example.test/api/branch/${BRANCH_ID}/categories`);
    expect(requests[0]?.method).toBe('GET');
  });

  it('sends the bearer token when one is stored', async () => {
    const { client, requests } = setup(() => json(200, 3), 'secret-token');
    await unwrap(client.GET('/api/stats/customers'));
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it('sends no Authorization header when no token is stored', async () => {
    const { client, requests } = setup(() => json(200, 3), null);
    await unwrap(client.GET('/api/stats/customers'));
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('calls onUnauthorized and raises "Unauthorized" on a 401', async () => {
    const { client, onUnauthorized } = setup(
      () =>
        json(401, {
          status: 'error',
          message: 'Your session has expired.',
          code: 'UNAUTHORIZED',
        }),
      'old-token',
    );
    const call = unwrap(client.GET('/api/affiliate/products'));
    await expect(call).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(call).rejects.toMatchObject({
      message: 'Unauthorized',
      status: 401,
      code: 'UNAUTHORIZED',
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('keeps the server message of a 401 to login (wrong credentials, not a lost session)', async () => {
    const { client, onUnauthorized } = setup(
      () =>
        json(401, {
          status: 'error',
          message: 'Invalid email or password.',
          code: 'INVALID_CREDENTIALS',
        }),
      null,
    );
    const call = unwrap(
      client.POST('/api/auth/admin/login', {
        body: { email: 'admin@example.test', password: 'wrong' },
      }),
    );
    await expect(call).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      message: 'Invalid email or password.',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('raises an ApiError carrying the server message and code', async () => {
    const { client, onUnauthorized } = setup(
      () =>
        json(409, {
          status: 'error',
          message: 'Only a pending branch can be approved or rejected.',
          code: 'CONFLICT',
        }),
      'tok',
    );
    const call = unwrap(
      client.PATCH('/api/admin/branches/{branchId}/approve', {
        params: { path: { branchId: BRANCH_ID } },
      }),
    );
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'Only a pending branch can be approved or rejected.',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('carries the field, rule and params of the error, for the app to place and word it', async () => {
    const { client } = setup(
      () =>
        json(400, {
          status: 'error',
          message: 'name: Product name must be at most 120 characters.',
          code: 'VALIDATION_ERROR',
          field: 'name',
          rule: 'inventory.productNameTooLong',
          params: { max: 120, nested: { no: true } },
        }),
      'tok',
    );
    await expect(unwrap(client.GET('/api/affiliate/products'))).rejects.toMatchObject({
      status: 400,
      field: 'name',
      rule: 'inventory.productNameTooLong',
      params: { max: 120 },
    });
  });

  it("carries a 429's Retry-After in seconds, so a form can wait that long", async () => {
    const { client } = setup(
      () =>
        new Response(
          JSON.stringify({
            status: 'error',
            message: 'Please wait 42 seconds before asking for another code.',
            code: 'RATE_LIMITED',
            rule: 'storeOwners.codeTooSoon',
            params: { seconds: 42 },
          }),
          { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '42' } },
        ),
      null,
    );
    await expect(
      unwrap(client.POST('/api/auth/branch/login/initiate', { body: { phone: '9848022338' } })),
    ).rejects.toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfter: 42 });
    const other = setup(
      () => json(400, { status: 'error', message: 'No.', code: 'VALIDATION_ERROR' }),
      null,
    );
    await expect(unwrap(other.client.GET('/api/affiliate/products'))).rejects.toMatchObject({
      retryAfter: null,
    });
  });

  it('reads Retry-After as seconds or as a date, never less than a second', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('0', now)).toBe(1);
    expect(retryAfterSeconds('Sun, 01 Mar 2026 10:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('soon', now)).toBeNull();
    expect(retryAfterSeconds(null, now)).toBeNull();
  });

  it('keeps no rule the contract does not list, and no field when none is named', async () => {
    const { client } = setup(
      () => json(409, { status: 'error', message: 'Taken.', code: 'CONFLICT', rule: 'made.up' }),
      'tok',
    );
    await expect(unwrap(client.GET('/api/affiliate/products'))).rejects.toMatchObject({
      code: 'CONFLICT',
      field: null,
      rule: null,
      params: {},
    });
  });

  it('falls back to "API error: 500" when the error has no body', async () => {
    const { client } = setup(() => new Response(null, { status: 500 }), 'tok');
    const call = unwrap(client.GET('/api/affiliate/products'));
    await expect(call).rejects.toMatchObject({
      status: 500,
      message: 'API error: 500',
      code: null,
    });
  });

  it("takes neither message nor code from a body that is not the contract's error", async () => {
    const { client } = setup(
      () => json(500, { status: 'error', message: 'upstream exploded', code: 'E_PROXY' }),
      'tok',
    );
    await expect(unwrap(client.GET('/api/affiliate/products'))).rejects.toMatchObject({
      status: 500,
      message: 'API error: 500',
      code: null,
    });
  });

  it('falls back to "API error: {status}" when the error body is not the error shape', async () => {
    const { client } = setup(() => new Response('<h1>Bad gateway</h1>', { status: 502 }), 'tok');
    await expect(unwrap(client.GET('/api/affiliate/products'))).rejects.toMatchObject({
      status: 502,
      message: 'API error: 502',
    });
  });

  it('raises a NetworkError when the request gets no answer', async () => {
    const { client } = setup(() => {
      throw new TypeError('Failed to fetch');
    }, 'tok');
    const call = unwrap(client.GET('/api/affiliate/products'));
    await expect(call).rejects.toBeInstanceOf(NetworkError);
    await expect(call).rejects.toThrow('A network error occurred. Please try again.');
    await expect(call).rejects.toMatchObject({ rule: 'common.networkError' });
  });

  it('lets a cancelled request stay an AbortError', async () => {
    const { client } = setup(() => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    }, 'tok');
    await expect(unwrap(client.GET('/api/affiliate/products'))).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('returns the success body, so callers read data directly', async () => {
    const { client } = setup(
      () => json(200, { status: 'success', data: { categories: [category] } }),
      'tok',
    );
    const { data } = await unwrap(
      client.GET('/api/branch/{branchId}/categories', {
        params: { path: { branchId: BRANCH_ID } },
      }),
    );
    expectTypeOf(data.categories).toEqualTypeOf<Category[]>();
    expect(data.categories).toEqual([category]);
  });

  it('returns the bare number of a stats call', async () => {
    const { client } = setup(() => json(200, 42), 'tok');
    const count: number = await unwrap(client.GET('/api/stats/orders/delivered'));
    expect(count).toBe(42);
  });

  it('sends JSON bodies as JSON', async () => {
    const { client, requests } = setup(
      () => json(200, { status: 'success', data: { categoryIds: [category._id] } }),
      'tok',
    );
    const { data } = await unwrap(
      client.DELETE('/api/branch/{branchId}/categories/custom', {
        params: { path: { branchId: BRANCH_ID } },
        body: { categoryIds: [category._id] },
      }),
    );
    expect(data.categoryIds).toEqual([category._id]);
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(await requests[0]?.json()).toEqual({ categoryIds: [category._id] });
  });
});

describe('toFormData', () => {
  it('sends files as files and other fields as text, for the multipart calls', async () => {
    const { client, requests } = setup(
      () => json(201, { status: 'success', data: { category } }),
      'tok',
    );
    const image = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'fruits.jpg', {
      type: 'image/jpeg',
    });
    await unwrap(
      client.POST('/api/branch/{branchId}/categories', {
        params: { path: { branchId: BRANCH_ID } },
        body: { name: 'Fruits', categoryImage: image },
        bodySerializer: toFormData,
      }),
    );
    expect(requests[0]?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await requests[0]?.formData();
    expect(form?.get('name')).toBe('Fruits');
    const sent = form?.get('categoryImage');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('fruits.jpg');
  });

  it('writes booleans and numbers as text and leaves out missing values', () => {
    const form = toFormData({ isPacket: false, price: 12.5, description: undefined });
    expect(form.get('isPacket')).toBe('false');
    expect(form.get('price')).toBe('12.5');
    expect(form.has('description')).toBe(false);
  });
});
