import { screen, waitFor, within } from '@testing-library/react';
import { STORE_NOT_FOUND } from '@kirana/domain/stores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueUpload } from '@kirana/api-client/types';
import {
  CATALOGUE_CSV_COLUMNS,
  CSV_NOT_CSV,
  PRICE_INVALID,
  UNIT_NOT_ALLOWED_LOOSE,
} from '@kirana/domain/inventory';
import { env } from '../../../config/env';
import { answerStore, answerCategories } from '../../../testing/answers';
import { fail, type FakeApi } from '../../../testing/fake-api';
import { makeStore, makeCustomCategory } from '../../../testing/fixtures';
import { mockApi, renderApp } from '../../../testing/render';
import { ALREADY_APPLIED, FIX_ERRORS_FIRST } from '../messages';

const BRANCH = '00000000-0000-4000-8000-b00000000001';
const UPLOAD = '00000000-0000-4000-8000-c00000000001';
const URL_ = `/admin/manage-branch/${BRANCH}/inventory`;
const store = makeStore({ _id: BRANCH, name: 'Sri Lakshmi Kirana' });

function inventoryApi(): FakeApi {
  const api = mockApi();
  answerStore(api, store);
  answerCategories(api, [makeCustomCategory({ name: 'Snacks' })]);
  return api;
}

const row = (line: number, name: string, kind: 'create' | 'update' | 'unchanged') => ({
  line,
  kind,
  category: 'Snacks',
  name,
  description: 'Crisp.',
  price: 20,
  quantity: 1,
  unit: 'pc' as const,
  isPacket: true,
  newCategory: false,
  changes: kind === 'update' ? ['price'] : [],
});

function preview(overrides: Partial<CatalogueUpload> = {}): CatalogueUpload {
  return {
    _id: UPLOAD,
    createdAt: '2026-11-23T10:00:00.000Z',
    appliedAt: null,
    alreadyApplied: false,
    counts: { total: 3, create: 1, update: 1, unchanged: 1, invalid: 0, newCategories: 0 },
    create: [row(2, 'Chips', 'create')],
    update: [row(3, 'Murukku', 'update')],
    unchanged: [row(4, 'Mixture', 'unchanged')],
    invalid: [],
    ...overrides,
  };
}

/** The files the screen saved: their names and text. */
let saved: { name: string; blob: Blob }[] = [];
beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  let n = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(globalThis.URL, {
      createObjectURL: (blob: Blob) => {
        n += 1;
        blobs.set(`blob:${n}`, blob);
        return `blob:${n}`;
      },
      revokeObjectURL: () => undefined,
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (blob) saved.push({ name: this.download, blob });
  });
});
afterEach(() => {
  saved = [];
});

function at(index: number): { name: string; blob: Blob } {
  const file = saved[index];
  if (!file) throw new Error(`no file ${index} was saved`);
  return file;
}

const file = (text: string) => new File([text], 'catalogue.csv', { type: 'text/csv' });

describe('catalogue CSV on the inventory screen', () => {
  it("exports the catalogue with the token and saves it under the server's file name", async () => {
    const api = inventoryApi();
    let auth: string | null = null;
    api.onExternal('GET', `${env.apiUrl}/api/admin/branches/${BRANCH}/catalogue.csv`, (request) => {
      auth = request.headers.get('Authorization');
      return new Response('\uFEFFcategory,name\nSnacks,Chips\n', {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="sri-catalogue.csv"; filename*=UTF-8''Sri%20Lakshmi-catalogue.csv`,
        },
      });
    });
    const { user } = renderApp(URL_);
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(auth).toMatch(/^Bearer /);
    expect(saved[0]?.name).toBe('Sri Lakshmi-catalogue.csv');
    expect(await saved[0]?.blob.text()).toContain('Snacks,Chips');
  });

  it('says when the export fails', async () => {
    const api = inventoryApi();
    api.onExternal('GET', `${env.apiUrl}/api/admin/branches/${BRANCH}/catalogue.csv`, () =>
      Response.json(
        {
          status: 'error',
          message: STORE_NOT_FOUND.text,
          code: 'NOT_FOUND',
          rule: STORE_NOT_FOUND.rule,
        },
        { status: 404 },
      ),
    );
    const { user } = renderApp(URL_);
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STORE_NOT_FOUND.text);
  });

  it('downloads a template with the header and one example row', async () => {
    inventoryApi();
    const { user } = renderApp(URL_);
    await user.click(await screen.findByRole('button', { name: 'Download template' }));
    expect(saved[0]?.name).toBe('catalogue-template.csv');
    const lines = (await at(0).blob.text()).replace('\uFEFF', '').trim().split('\n');
    expect(lines[0]).toBe(CATALOGUE_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('72.50');
  });

  it('previews an upload, applies it and reads the lists again', async () => {
    const api = inventoryApi();
    api.post('/api/admin/branches/{branchId}/catalogue-uploads', () => ({
      status: 'success',
      data: { upload: preview() },
    }));
    api.post('/api/admin/branches/{branchId}/catalogue-uploads/{uploadId}/apply', () => ({
      status: 'success',
      data: {
        applied: {
          created: 1,
          updated: 1,
          unchanged: 1,
          categoriesCreated: 0,
          alreadyApplied: false,
        },
      },
    }));
    const { user } = renderApp(URL_);
    await user.click(await screen.findByRole('button', { name: 'Bulk upload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bulk upload products' });
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await user.upload(within(dialog).getByLabelText('CSV file'), file('category,name\n'));
    expect(
      await within(dialog).findByText('1 to create · 1 to update · 1 unchanged · 0 with errors'),
    ).toBeInTheDocument();
    const sent = api.calls('post', '/api/admin/branches/{branchId}/catalogue-uploads')[0];
    // jsdom's File does not keep its bytes through fetch's FormData: the part is what is checked.
    expect(sent?.form?.get('file')).toHaveProperty('type', 'text/csv');
    expect(within(dialog).getByRole('region', { name: 'To update' })).toHaveTextContent(
      'Line 3: Snacks › Murukku',
    );
    expect(within(dialog).getByRole('region', { name: 'To update' })).toHaveTextContent(
      'changes: price',
    );
    const before = api.calls('get', '/api/branch/{branchId}/categories').length;
    await user.click(apply);
    expect(
      await within(dialog).findByText('Catalogue updated: 1 created, 1 updated, 1 unchanged.'),
    ).toBeInTheDocument();
    expect(
      api.calls('post', '/api/admin/branches/{branchId}/catalogue-uploads/{uploadId}/apply')[0]
        ?.params.uploadId,
    ).toBe(UPLOAD);
    await waitFor(() =>
      expect(api.calls('get', '/api/branch/{branchId}/categories').length).toBeGreaterThan(before),
    );
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('lists every invalid row with its line, keeps Apply disabled and saves an error report', async () => {
    const api = inventoryApi();
    api.post('/api/admin/branches/{branchId}/catalogue-uploads', () => ({
      status: 'success',
      data: {
        upload: preview({
          alreadyApplied: true,
          counts: { total: 3, create: 1, update: 0, unchanged: 0, invalid: 2, newCategories: 0 },
          update: [],
          unchanged: [],
          invalid: [
            {
              line: 3,
              category: 'Rice',
              name: 'Loose, rice',
              messages: [UNIT_NOT_ALLOWED_LOOSE.text],
            },
            { line: 7, category: 'Rice', name: '=cheap', messages: [PRICE_INVALID.text] },
          ],
        }),
      },
    }));
    const { user } = renderApp(URL_);
    await user.click(await screen.findByRole('button', { name: 'Bulk upload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bulk upload products' });
    await user.upload(within(dialog).getByLabelText('CSV file'), file('x'));
    const errors = await within(dialog).findByRole('region', { name: 'Rows with errors' });
    expect(errors).toHaveTextContent(FIX_ERRORS_FIRST);
    expect(errors).toHaveTextContent(`Line 3 (Loose, rice): ${UNIT_NOT_ALLOWED_LOOSE.text}`);
    expect(errors).toHaveTextContent(`Line 7 (=cheap): ${PRICE_INVALID.text}`);
    expect(within(dialog).getByText(ALREADY_APPLIED)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.click(within(errors).getByRole('button', { name: 'Download error report' }));
    expect(saved[0]?.name).toBe('catalogue-upload-errors.csv');
    const report = (await at(0).blob.text()).replace('\uFEFF', '');
    expect(report).toBe(
      `line,category,name,errors\n3,Rice,"Loose, rice",${UNIT_NOT_ALLOWED_LOOSE.text}\n7,Rice,'=cheap,"${PRICE_INVALID.text}"\n`,
    );
  });

  it("shows the server's message for a file it refuses", async () => {
    const api = inventoryApi();
    api.post('/api/admin/branches/{branchId}/catalogue-uploads', () => fail(400, CSV_NOT_CSV));
    const { user } = renderApp(URL_);
    await user.click(await screen.findByRole('button', { name: 'Bulk upload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bulk upload products' });
    await user.upload(within(dialog).getByLabelText('CSV file'), file('x'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CSV_NOT_CSV.text);
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
  });
});
