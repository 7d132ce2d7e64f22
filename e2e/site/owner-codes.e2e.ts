// A store owner's sign-in code reaches the phone (issue 38), in Chromium at 390 px with axe: in
// Telugu the code comes by WhatsApp (the stack's fake of Meta's Cloud API, as an authentication
// template in Telugu); in Hindi, for a number WhatsApp refuses as not on WhatsApp, the same code
// comes by SMS (the fake of MSG91, in the DLT template's Hindi words) and signs the owner in.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { closePage, expectNoSidewaysScroll } from '../admin/support';
import { expectNoAxeViolations } from '../support/axe';
import { launchForFile } from '../support/chromium';
import { hydrateIslands } from '../support/islands';
import { codeMessageTo, messagesTo, notOnWhatsApp } from '../support/messages';

const siteUrl = inject('siteUrl');

const WORDS = {
  te: {
    phone: 'మొబైల్ నంబర్',
    send: 'కోడ్ పంపండి',
    code: 'కోడ్',
    signIn: 'సైన్ ఇన్',
    notice: 'గోప్యతా నోటీసు',
  },
  hi: {
    phone: 'मोबाइल नंबर',
    send: 'कोड भेजें',
    code: 'कोड',
    signIn: 'साइन इन करें',
    notice: 'गोपनीयता सूचना',
  },
} as const;

let browser: Browser;
launchForFile((launched) => (browser = launched));

/** /<language>/register-store on a 390 px phone, as a different visitor each time. */
async function registerPage(language: 'te' | 'hi', address: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    reducedMotion: 'reduce',
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
  const page = await context.newPage();
  await page.goto(`${siteUrl}/${language}/register-store`, { waitUntil: 'networkidle' });
  await hydrateIslands(page);
  return page;
}

/** Asks for a code for `mobile`, then signs in with `code()` once it has come. */
async function signIn(
  page: Page,
  language: 'te' | 'hi',
  mobile: string,
  code: () => Promise<string>,
) {
  const words = WORDS[language];
  await page.getByLabel(words.phone, { exact: true }).fill(mobile);
  await page.getByRole('button', { name: words.send }).click();
  await expect.poll(() => page.getByLabel(words.code, { exact: true }).isVisible()).toBe(true);
  await expectNoAxeViolations(page, `code screen (${language})`);
  await expectNoSidewaysScroll(page);
  await page.getByLabel(words.code, { exact: true }).fill(await code());
  await page.getByRole('button', { name: words.signIn, exact: true }).click();
  // Signed in: before the shop's details, the privacy notice.
  await expect
    .poll(() => page.getByRole('heading', { level: 2, name: words.notice }).isVisible())
    .toBe(true);
}

describe('a sign-in code reaches the owner’s phone', () => {
  test('in Telugu, by WhatsApp', async () => {
    const mobile = `9${String(Date.now()).slice(-9)}`;
    const page = await registerPage('te', '198.51.100.61');
    await signIn(page, 'te', mobile, async () => {
      const message = await codeMessageTo(`+91${mobile}`, 'whatsapp');
      // Meta's authentication template, in Telugu, with the code on its copy button.
      expect(message.text).toBe(`${message.code} is your verification code.`);
      return message.code;
    });
    expect((await messagesTo(`+91${mobile}`)).map((m) => [m.channel, m.template])).toEqual([
      ['whatsapp', 'store_code'],
    ]);
    await closePage(page);
  });

  test('in Hindi, by SMS when the number is not on WhatsApp', async () => {
    const mobile = `8${String(Date.now()).slice(-9)}`;
    await notOnWhatsApp(`+91${mobile}`);
    const page = await registerPage('hi', '198.51.100.62');
    await signIn(page, 'hi', mobile, async () => {
      const message = await codeMessageTo(`+91${mobile}`, 'sms');
      expect(message.text).toBe(
        `Kirana: आपका साइन-इन कोड ${message.code} है। यह 10 मिनट तक चलेगा। इसे किसी को न बताएँ।`,
      );
      return message.code;
    });
    // WhatsApp refused it (131026), so nothing went by WhatsApp: one SMS.
    expect((await messagesTo(`+91${mobile}`)).map((m) => [m.channel, m.template])).toEqual([
      ['sms', 'store_code'],
    ]);
    await closePage(page);
  });
});
