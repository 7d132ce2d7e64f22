// A store's document sent by an admin, as the store's checklist sends it: one file in a
// multipart PUT to the document's kind.
import type { TestAdmin, TestApp } from './app.js';
import { multipart } from './fixtures.js';

/** Sends `file` as the store's `kind` document (named `doc` unless told); answers the response. */
export function uploadStoreDocument(
  t: Pick<TestApp, 'app'>,
  admin: Pick<TestAdmin, 'headers'>,
  branchId: string,
  kind: string,
  file: { data: Buffer; contentType: string; filename?: string },
) {
  const form = multipart({}, [
    {
      name: 'file',
      filename: file.filename ?? 'doc',
      contentType: file.contentType,
      data: file.data,
    },
  ]);
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/branches/${branchId}/documents/${kind}`,
    payload: form.payload,
    headers: { ...form.headers, ...admin.headers },
  });
}
