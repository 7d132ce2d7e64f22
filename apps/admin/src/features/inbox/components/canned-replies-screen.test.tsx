// The Owner's canned replies (issue 41): by language, added with the form's and the API's
// refusals under their fields, changed and removed; in the navigation for the Owner only.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { components } from '@kirana/api-client/types';
import {
  CANNED_REPLY_DELETED,
  CANNED_REPLY_SAVED,
  CANNED_SHORTCUT_INVALID,
  CANNED_SHORTCUT_TAKEN,
} from '@kirana/domain/inbox';
import { fill } from '@kirana/domain/catalogue';
import { refusal } from '../../../testing/fake-api';
import { adminWithRole, nextId } from '../../../testing/fixtures';
import { mockApi, renderApp } from '../../../testing/render';

type CannedReply = components['schemas']['CannedReply'];

const reply = (over: Partial<CannedReply>): CannedReply => ({
  _id: nextId(),
  shortcut: 'thanks',
  language: 'en',
  title: 'Thank you',
  body: 'Thank you for writing to us.',
  updatedAt: '2026-11-23T09:00:00.000Z',
  ...over,
});

function cannedApi() {
  const api = mockApi();
  const state = {
    replies: [
      reply({}),
      reply({ language: 'te', title: 'ధన్యవాదాలు', body: 'మాకు రాసినందుకు ధన్యవాదాలు.' }),
    ],
  };
  api.get('/api/admin/canned-replies', () => ({
    status: 'success',
    data: { cannedReplies: state.replies },
  }));
  api.post('/api/admin/canned-replies', ({ body }) => {
    const added = reply(body);
    state.replies = [...state.replies, added];
    return { status: 'success', message: CANNED_REPLY_SAVED, data: { cannedReply: added } };
  });
  api.put('/api/admin/canned-replies/{cannedReplyId}', ({ params, body }) => {
    state.replies = state.replies.map((r) =>
      r._id === params.cannedReplyId ? { ...r, ...body } : r,
    );
    const changed = state.replies.find((r) => r._id === params.cannedReplyId) ?? reply(body);
    return { status: 'success', message: CANNED_REPLY_SAVED, data: { cannedReply: changed } };
  });
  api.delete('/api/admin/canned-replies/{cannedReplyId}', ({ params }) => {
    state.replies = state.replies.filter((r) => r._id !== params.cannedReplyId);
    return { status: 'success', message: CANNED_REPLY_DELETED };
  });
  return api;
}

describe('canned replies', () => {
  it('lists them by language and adds one', async () => {
    const api = cannedApi();
    const { user } = renderApp('/admin/inbox/canned-replies');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Canned replies' }),
    ).toBeInTheDocument();
    const telugu = await screen.findByRole('region', { name: 'Telugu' });
    expect(within(telugu).getByText('ధన్యవాదాలు')).toBeInTheDocument();
    expect(screen.getByText('No canned replies in Hindi yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Shortcut/), 'late');
    await user.selectOptions(screen.getByLabelText('Language'), 'hi');
    await user.type(screen.getByLabelText(/Title/), 'Running late');
    await user.type(screen.getByLabelText(/^Reply/), 'आपका ऑर्डर थोड़ी देर में पहुंचेगा।');
    await user.click(screen.getByRole('button', { name: 'Add canned reply' }));
    expect(await screen.findByText(CANNED_REPLY_SAVED)).toBeInTheDocument();
    expect(api.calls('post', '/api/admin/canned-replies')[0]?.body).toEqual({
      shortcut: 'late',
      language: 'hi',
      title: 'Running late',
      body: 'आपका ऑर्डर थोड़ी देर में पहुंचेगा।',
    });
    const hindi = screen.getByRole('region', { name: 'Hindi' });
    expect(await within(hindi).findByText('Running late')).toBeInTheDocument();
  });

  it('says what is wrong under each field: the form’s own check, then the API’s refusal', async () => {
    const api = cannedApi();
    api.post('/api/admin/canned-replies', () =>
      refusal(409, {
        message: 'Another English canned reply already uses this shortcut.',
        field: 'shortcut',
        rule: CANNED_SHORTCUT_TAKEN.rule,
        params: { language: 'English' },
      }),
    );
    const { user } = renderApp('/admin/inbox/canned-replies');
    const shortcut = await screen.findByLabelText(/Shortcut/);
    await user.type(shortcut, 'Thanks!');
    await user.click(screen.getByRole('button', { name: 'Add canned reply' }));
    expect(await screen.findByText(CANNED_SHORTCUT_INVALID.text)).toBeInTheDocument();
    expect(shortcut).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Give it a title.')).toBeInTheDocument();
    expect(api.calls('post', '/api/admin/canned-replies')).toEqual([]);

    await user.clear(shortcut);
    await user.type(shortcut, 'thanks');
    await user.type(screen.getByLabelText(/Title/), 'Thanks again');
    await user.type(screen.getByLabelText(/^Reply/), 'Thanks again.');
    await user.click(screen.getByRole('button', { name: 'Add canned reply' }));
    expect(
      await screen.findByText(
        fill(CANNED_SHORTCUT_TAKEN.template, {
          ...CANNED_SHORTCUT_TAKEN.params,
          language: 'English',
        }),
      ),
    ).toBeInTheDocument();
    expect(shortcut).toHaveAttribute('aria-invalid', 'true');
  });

  it('changes one and removes one after asking', async () => {
    const api = cannedApi();
    const { user } = renderApp('/admin/inbox/canned-replies');
    await user.click(await screen.findByRole('button', { name: 'Edit /thanks (English)' }));
    expect(screen.getByRole('region', { name: 'Change /thanks' })).toBeInTheDocument();
    const title = screen.getByLabelText(/Title/);
    await user.clear(title);
    await user.type(title, 'Thanks a lot');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(CANNED_REPLY_SAVED)).toBeInTheDocument();
    expect(api.calls('put', '/api/admin/canned-replies/{cannedReplyId}')[0]?.body).toMatchObject({
      title: 'Thanks a lot',
    });
    await user.click(screen.getByRole('button', { name: 'Delete /thanks (Telugu)' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(CANNED_REPLY_DELETED)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('No canned replies in Telugu yet.')).toBeInTheDocument(),
    );
  });

  it('is in the navigation for the Owner, not for Support (who cannot open it)', async () => {
    cannedApi();
    renderApp('/admin/inbox/canned-replies', { admin: adminWithRole('Support') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Inbox' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Canned replies' })).toBeNull();
  });

  it('is the inbox’s own page for the Owner: the Inbox is current in the navigation', async () => {
    cannedApi();
    renderApp('/admin/inbox/canned-replies');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Inbox' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).queryByRole('link', { name: 'Canned replies' })).toBeNull();
  });
});
