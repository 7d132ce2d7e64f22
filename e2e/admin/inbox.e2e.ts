// The inbox answers on WhatsApp (issue 41): a store owner writes to the business number (the
// WhatsApp fake's signed callback), Support finds the conversation at 390 px with the overdue
// clock beside it, adds a note and replies; the reply reaches the owner's phone and the note does
// not. Axe on each screen at 390 and 1440 px.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { launchChromium } from '../support/chromium';
import { messagesTo, writesOnWhatsApp } from '../support/messages';
import { apiLogin, closePage, expectHeading, openAdmin, type ApiSession } from './support';

const SUPPORT = { email: 'support@kirana.local', password: 'kirana-support-demo' };
/** The seeded owner of Sai Ram Provision Stores, who writes in Telugu. */
const OWNER_PHONE = '+919000134567';

let browser: Browser;
let support: ApiSession;

beforeAll(async () => {
  [browser, support] = await Promise.all([launchChromium(), apiLogin(false, SUPPORT)]);
});
afterAll(async () => {
  await browser?.close();
});

describe('an owner writes on WhatsApp and Support answers', () => {
  test('the message joins their conversation; the reply reaches the phone, the note does not', async () => {
    const question = `Sunday timings change cheyyali ${Date.now().toString(36)}`;
    await writesOnWhatsApp(OWNER_PHONE, question, 'Lakshmi Devi');

    for (const width of [390, 1440]) {
      const page = await openAdmin(browser, '/admin/inbox', { session: support, width });
      await expectHeading(page, 'Inbox');
      const list = page.getByRole('list', { name: 'Conversations' });
      // The overdue clock: the seeded Hindi message nobody answered for three days.
      await expect
        .poll(() => list.getByRole('link', { name: /Syed Abdul Rahman/ }).innerText())
        .toMatch(/overdue by \d+ day/);
      // Other files' visitors may also be called Lakshmi Devi, and fill the list with unanswered
      // messages: Support searches for her, and hers is the row linked to her store.
      const search = page.getByLabel('Search conversations');
      await search.fill('Lakshmi Devi');
      await search.press('Enter');
      const row = list.getByRole('link', { name: /Lakshmi Devi/ }).filter({
        hasText: 'Sai Ram Provision Stores',
      });
      await expect.poll(() => row.innerText()).toContain('WhatsApp');
      await expectNoAxeViolations(page, `inbox ${width}px`);
      if (width === 1440) {
        await closePage(page);
        continue;
      }

      await row.click();
      const thread = page.getByRole('list', { name: 'Messages' });
      await expect.poll(() => thread.getByText(question).count()).toBe(1);
      await expectNoAxeViolations(page, `conversation ${width}px`);

      await page.getByRole('button', { name: 'Internal note', exact: true }).click();
      await page.getByLabel('Your note').fill('Owner asked twice; check the hours screen.');
      await page.getByRole('button', { name: 'Add note' }).click();
      await expect.poll(() => page.getByText('Note added.').count()).toBe(1);

      const answer = 'Lakshmi garu, store-status pagelo Sunday samayam marchandi.';
      await page.getByRole('button', { name: 'Reply', exact: true }).click();
      await page.getByLabel('Your reply').fill(answer);
      await page.getByRole('button', { name: 'Send reply' }).click();
      await expect.poll(() => page.getByText('Reply queued to send.').count()).toBe(1);
      await expect
        .poll(async () => (await messagesTo(OWNER_PHONE)).map((m) => m.text).join('\n'), {
          timeout: 15_000,
        })
        .toContain(answer);
      const sent = await messagesTo(OWNER_PHONE);
      expect(sent.find((m) => m.text.includes(answer))?.channel).toBe('whatsapp');
      expect(sent.some((m) => m.text.includes('check the hours screen'))).toBe(false);
      await closePage(page);
    }
  });
});
