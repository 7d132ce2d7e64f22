// Issue 40 §5 in Chromium: an owner in Telugu at 375 px opens "Your data" on /store-status (its
// part downloads only then), prepares and downloads "My data" (a ZIP), and asks for erasure (the
// due date shown); the team's Requests queue lists it at 390 and 1440 px, and an answer from the
// admin shows on the owner's page. Axe on each screen.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import {
  apiLogin,
  callerFrom,
  closePage,
  expectNoSidewaysScroll,
  openAdmin,
} from '../admin/support';
import type { ApiSession } from '../admin/support';
import { expectNoAxeViolations } from '../support/axe';
import { PHONE, launchChromium } from '../support/chromium';
import { ownerSignIn } from '../support/messages';
import { hydrateIslands } from '../support/islands';

const siteUrl = inject('siteUrl');
const MOBILE = `7${String(Date.now()).slice(-9)}`;
const SHOP = `Rights Kirana ${MOBILE.slice(-4)}`;

const ownerCall = callerFrom('198.51.100.41');

/** An owner signed in through the API with the code WhatsApp delivered, with a draft registration. */
async function ownerWithDraft() {
  const data = await ownerSignIn(MOBILE, { language: 'te', address: '198.51.100.41' });
  await ownerCall(data.accessToken, 'POST', '/api/store-owner/registration');
  await ownerCall(data.accessToken, 'PATCH', '/api/store-owner/registration', {
    shopName: SHOP,
    street: '4-1-22 Mehdipatnam Road',
    city: 'Hyderabad',
    pincode: '500028',
    latitude: 17.3941,
    longitude: 78.4425,
  });
  return {
    token: data.accessToken,
    expiresAt: data.expiresAt,
    phone: `+91 ••••• •${MOBILE.slice(-4)}`,
  };
}

let browser: Browser;
let admin: ApiSession;
let page: Page;
const problems: string[] = [];
const scripts: string[] = [];

beforeAll(async () => {
  [browser, admin] = await Promise.all([launchChromium(), apiLogin()]);
  const context = await browser.newContext({ ...PHONE, acceptDownloads: true });
  page = await context.newPage();
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

describe("the owner's rights on /store-status, in Telugu at 375 px, and the Requests queue", () => {
  test('opens Your data on use, downloads My data and asks for erasure; the team answers', async () => {
    const owner = await ownerWithDraft();
    await page.addInitScript((session) => {
      sessionStorage.setItem('kirana.ownerSession', JSON.stringify(session));
    }, owner);
    await page.goto(`${siteUrl}/te/store-status`, { waitUntil: 'networkidle' });
    await hydrateIslands(page);
    const open = page.getByRole('button', { name: 'మీ సమాచారం, మీ హక్కులు చూడండి' });
    await expect.poll(() => open.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(scripts.filter((path) => /your-data/.test(path))).toEqual([]);
    await open.click();
    const prepare = page.getByRole('button', { name: 'నా సమాచారం సిద్ధం చేయండి' });
    await expect.poll(() => prepare.isVisible(), { timeout: 15_000 }).toBe(true);
    await expectNoAxeViolations(page, 'your data 375px');
    await expectNoSidewaysScroll(page);

    await prepare.click();
    const download = page.getByRole('button', { name: /^నా సమాచారం డౌన్‌లోడ్ చేయండి \(ZIP, / });
    await expect.poll(() => download.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByText(/^మీ సమాచారం సిద్ధంగా ఉంది\. .+ వరకు డౌన్‌లోడ్ చేసుకోవచ్చు\.$/).isVisible()).toBe(
      true,
    );
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^kirana-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const bytes = await file.createReadStream().then(
      (stream) =>
        new Promise<Buffer>((resolve, reject) => {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => resolve(Buffer.concat(chunks)));
          stream.on('error', reject);
        }),
    );
    expect(bytes.subarray(0, 2).toString()).toBe('PK');

    const erasure = page.getByRole('form', { name: 'మీ సమాచారం తొలగించమని మమ్మల్ని కోరండి' });
    await erasure.getByLabel('మాకు చెప్పాలనుకున్నది (తప్పనిసరి కాదు)').fill('దుకాణం మూసేశాను.');
    await erasure.getByRole('button', { name: 'నా సమాచారం తొలగించమని కోరండి' }).click();
    const received = erasure.getByText(/^మీ అభ్యర్థన మాకు అందింది\. .+ జవాబిస్తాం\.$/);
    await expect.poll(() => received.isVisible(), { timeout: 15_000 }).toBe(true);
    await expectNoAxeViolations(page, 'erasure asked 375px');
    await expectNoSidewaysScroll(page);

    // The team's queue lists it, at a phone's width and a desktop's.
    for (const width of [390, 1440]) {
      const desk = await openAdmin(browser, '/admin/requests?kind=erasure', {
        width,
        session: admin,
        touch: width < 500,
      });
      // A draft has no store yet: the row is found by the owner's words.
      const row = desk.getByRole('link', { name: /దుకాణం మూసేశాను\./ });
      await expect.poll(() => row.isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await row.getByText(/^due in \d+ (day|hour)s?$/).isVisible()).toBe(true);
      await expectNoAxeViolations(desk, `requests ${width}px`);
      await expectNoSidewaysScroll(desk);
      if (width === 1440) {
        await row.click();
        await desk.getByLabel('Reply to the owner').fill('మీ సమాచారం తొలగించాం. ధన్యవాదాలు.');
        await desk.getByRole('button', { name: 'Erase the data and answer' }).click();
        const dialog = desk.getByRole('alertdialog');
        await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
        await expectNoAxeViolations(desk, 'erase and answer 1440px');
        await dialog.getByRole('button', { name: 'Erase and answer' }).click();
        await expect
          .poll(() => desk.getByText(/^by .+ on /).isVisible(), { timeout: 15_000 })
          .toBe(true);
      }
      await closePage(desk);
    }

    // The owner reads the answer on their page.
    await page.reload({ waitUntil: 'networkidle' });
    await hydrateIslands(page);
    await page.getByRole('button', { name: 'మీ సమాచారం, మీ హక్కులు చూడండి' }).click();
    const answer = page.getByText('మీ సమాచారం తొలగించాం. ధన్యవాదాలు.');
    await expect.poll(() => answer.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(problems).toEqual([]);
  }, 180_000);
});
