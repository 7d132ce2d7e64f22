// "Cover a number" on a document image (issue 40, section 1): offered only to a role with
// `documents.mask` and only on an image; the boxes sent as fractions; the new image fetched and
// the history refreshed; refusals worded by rule.
import { screen, waitFor, within, fireEvent } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Admin, Branch } from '@kirana/api-client/types';
import { invalidFieldMessage } from '@kirana/domain/common';
import { DOCUMENT_MASKED, MASK_BOX_INVALID, MASK_NOT_AN_IMAGE } from '@kirana/domain/stores';
import { answerApplication } from '../../testing/answers';
import { fail, file } from '../../testing/fake-api';
import {
  adminWithRole,
  asPdf,
  makeActivity,
  makePartnerApplication,
  makeStore,
  makeStoreDetail,
} from '../../testing/fixtures';
import { mockApi, renderApp } from '../../testing/render';

// jsdom lays nothing out: every element is 400 × 200 px at the page's top left.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    left: 0,
    top: 0,
    width: 400,
    height: 200,
    right: 400,
    bottom: 200,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
});

function openBranch(branch: Branch, detail = makeStoreDetail(branch), admin?: Admin) {
  const api = mockApi();
  const current = { detail };
  api.get('/api/admin/branches/{branchId}', () => ({ status: 'success', data: current.detail }));
  api.get('/api/admin/documents/{documentId}', () => file('bytes', 'image/jpeg'));
  const rendered = renderApp(`/admin/manage-branch?branchId=${branch._id}`, {
    state: { branch },
    ...(admin ? { admin } : {}),
  });
  return { api, current, ...rendered };
}

async function governmentId() {
  const item = await screen.findByRole('listitem', { name: "Owner's government ID" });
  await within(item).findByRole('img', { name: "Owner's government ID" });
  return item;
}

/** Drags from one point to another (in px of the 400 × 200 image). */
function drag(area: HTMLElement, from: [number, number], to: [number, number]) {
  fireEvent.pointerDown(area, { clientX: from[0], clientY: from[1], pointerId: 1, button: 0 });
  fireEvent.pointerMove(area, { clientX: to[0], clientY: to[1], pointerId: 1 });
  fireEvent.pointerUp(area, { clientX: to[0], clientY: to[1], pointerId: 1 });
}

async function drawAndConfirm(user: ReturnType<typeof openBranch>['user'], item: HTMLElement) {
  await user.click(within(item).getByRole('button', { name: 'Cover a number' }));
  const dialog = await screen.findByRole('dialog', { name: /^Cover a number/ });
  const image = within(dialog).getByRole('img', { name: "Owner's government ID" });
  expect(within(dialog).getByRole('button', { name: 'Mask and replace' })).toBeDisabled();
  const area = image.parentElement;
  if (!area) throw new Error('no drawing area');
  drag(area, [40, 100], [240, 130]);
  drag(area, [0, 0], [100, 50]);
  await user.click(within(dialog).getByRole('button', { name: 'Remove box 2' }));
  await user.click(within(dialog).getByRole('button', { name: 'Mask and replace' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Mask and replace the image?' });
  expect(confirm).toHaveTextContent('The original is destroyed and cannot be brought back.');
  await user.click(within(confirm).getByRole('button', { name: 'Mask and replace' }));
  return confirm;
}

describe('covering a number on a document image (issue 40)', () => {
  it('masks with the boxes as fractions, then shows the new image, the history and the outcome', async () => {
    const branch = makeStore({ status: 'pending' });
    const { api, current, user } = openBranch(branch);
    const doc = current.detail.documents[2];
    if (!doc) throw new Error('no government ID');
    api.post('/api/admin/documents/{documentId}/mask', () => {
      current.detail = {
        ...current.detail,
        history: [
          makeActivity({ action: 'mask-document', summary: "Masked Owner's government ID" }),
        ],
      };
      return { status: 'success', message: DOCUMENT_MASKED, data: { document: doc } };
    });
    const item = await governmentId();
    const before = api.calls('get', '/api/admin/documents/{documentId}').length;
    await drawAndConfirm(user, item);

    expect(await within(item).findByText(DOCUMENT_MASKED)).toBeInTheDocument();
    const [call] = api.calls('post', '/api/admin/documents/{documentId}/mask');
    expect(call?.params.documentId).toBe(doc._id);
    const sent = (call?.body as { boxes: Record<string, number>[] }).boxes;
    expect(sent).toHaveLength(1);
    const expected = { x: 0.1, y: 0.5, width: 0.5, height: 0.15 };
    const [box] = sent;
    if (!box) throw new Error('no box sent');
    expect(Object.keys(box).sort()).toEqual(Object.keys(expected).sort());
    for (const [side, value] of Object.entries(expected)) expect(box[side]).toBeCloseTo(value, 9);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The masked image is fetched again, and the history names the mask.
    await waitFor(() =>
      expect(
        api
          .calls('get', '/api/admin/documents/{documentId}')
          .slice(before)
          .map((c) => c.params.documentId),
      ).toContain(doc._id),
    );
    expect(await screen.findByText("Masked Owner's government ID")).toBeInTheDocument();
  });

  it('words a refusal by its rule and keeps the boxes to try again', async () => {
    const branch = makeStore({ status: 'pending' });
    const { api, user } = openBranch(branch);
    api.post('/api/admin/documents/{documentId}/mask', () =>
      fail(400, invalidFieldMessage('boxes.0', MASK_BOX_INVALID)),
    );
    const confirm = await drawAndConfirm(user, await governmentId());
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(MASK_BOX_INVALID.text);
    api.post('/api/admin/documents/{documentId}/mask', () => fail(400, MASK_NOT_AN_IMAGE));
    await user.click(within(confirm).getByRole('button', { name: 'Mask and replace' }));
    await waitFor(() =>
      expect(within(confirm).getByRole('alert')).toHaveTextContent(MASK_NOT_AN_IMAGE.text),
    );
    api.post('/api/admin/documents/{documentId}/mask', () => fail(500));
    await user.click(within(confirm).getByRole('button', { name: 'Mask and replace' }));
    await waitFor(() =>
      expect(within(confirm).getByRole('alert')).toHaveTextContent('An unknown error occurred.'),
    );
  });

  it('is offered only on images, and a PDF says why it has none', async () => {
    const branch = makeStore({ status: 'pending' });
    const detail = makeStoreDetail(branch);
    asPdf(detail, 'government_id');
    openBranch(branch, detail);
    const item = await screen.findByRole('listitem', { name: "Owner's government ID" });
    expect(within(item).queryByRole('button', { name: 'Cover a number' })).toBeNull();
    expect(item).toHaveTextContent(
      'A PDF\u2019s number can\u2019t be covered here: if it shows a full Aadhaar number, reject it with “Aadhaar number not masked”.'.replace(
        /\u2019/g,
        "'",
      ),
    );
    const photo = screen.getByRole('listitem', { name: 'Shop photo' });
    expect(await within(photo).findByRole('button', { name: 'Cover a number' })).toBeVisible();
  });

  it('is not offered to a role without documents.mask', async () => {
    const branch = makeStore({ status: 'pending' });
    // A role that reviews documents but may not mask them.
    const reviewer = adminWithRole('Reviewer');
    const admin = {
      ...reviewer,
      permissions: reviewer.permissions.filter((permission) => permission !== 'documents.mask'),
    };
    openBranch(branch, makeStoreDetail(branch), admin);
    const documents = await screen.findByRole('region', { name: 'Documents' });
    await waitFor(() => expect(within(documents).getAllByRole('img')).toHaveLength(3));
    expect(within(documents).queryByRole('button', { name: 'Cover a number' })).toBeNull();
    expect(documents).not.toHaveTextContent("A PDF's number");
  });

  it('is offered on a delivery partner’s documents to a Reviewer', async () => {
    const application = makePartnerApplication({ status: 'pending' });
    const api = mockApi();
    answerApplication(api, application);
    api.get('/api/admin/documents/{documentId}', () => file('bytes', 'image/jpeg'));
    renderApp(`/admin/delivery-partners/${application._id}`, {
      admin: adminWithRole('Reviewer'),
    });
    const documents = await screen.findByRole('region', { name: 'Documents' });
    await waitFor(() =>
      expect(within(documents).getAllByRole('button', { name: 'Cover a number' })).toHaveLength(3),
    );
  });
});
