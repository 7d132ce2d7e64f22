// What an island loads on first use (a form's rules, the registration's steps) can fail to
// download on a phone whose connection drops. The form says so in the page's language and, when
// pressed again, downloads it again and goes on (issue 36). The page's scripts are blocked after
// the island has woken, until the failure has been said; then they are let through.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { codeMessageTo } from '../support/messages';
import { expectNoAxeViolations } from '../support/axe';
import { launchForFile } from '../support/chromium';
import { hydrateIslands } from '../support/islands';
import { serveMapTiles } from '../support/map-tiles';

const siteUrl = inject('siteUrl');

let browser: Browser;
launchForFile((launched) => (browser = launched));

async function open(path: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    reducedMotion: 'reduce',
  });
  // The registration's shop step shows a map: its tiles come from a local fixture.
  await serveMapTiles(context);
  const page = await context.newPage();
  await page.goto(`${siteUrl}${path}`, { waitUntil: 'networkidle' });
  await hydrateIslands(page);
  return page;
}

/** Refuses every script the page asks for from now on, as a dropped connection would. */
async function dropScripts(
  page: Page,
): Promise<{ refused: () => number; restore: () => Promise<void> }> {
  let refused = 0;
  const pattern = /\/assets\/.+\.js(\?.*)?$/;
  await page.route(pattern, async (route) => {
    refused += 1;
    await route.abort('internetdisconnected');
  });
  return { refused: () => refused, restore: () => page.unroute(pattern) };
}

describe('a part that fails to download is said, and pressing again tries again', () => {
  test('the contact form in Telugu: its rules fail once, then the message goes', async () => {
    const page = await open('/te/contact');
    const form = page.getByRole('form', { name: 'మమ్మల్ని సంప్రదించండి' });
    const network = await dropScripts(page);
    await form.getByLabel('పేరు').fill('లక్ష్మి');
    await form.getByLabel('ఈమెయిల్').fill('lakshmi@example.com');
    await form.getByLabel('విషయం').selectOption('Feedback');
    await form.getByLabel('మెసేజ్').fill('దుకాణాల జాబితా బాగుంది. ధన్యవాదాలు!');
    await form.getByRole('button', { name: 'మెసేజ్ పంపండి' }).click();
    await expect
      .poll(() => page.getByText('నెట్‌వర్క్ లోపం జరిగింది. దయచేసి మళ్లీ ప్రయత్నించండి.').isVisible())
      .toBe(true);
    expect(network.refused()).toBeGreaterThan(0);
    // Nothing typed is lost.
    expect(await form.getByLabel('పేరు').inputValue()).toBe('లక్ష్మి');
    await expectNoAxeViolations(page, 'contact, rules not downloaded (te)');

    await network.restore();
    await form.getByRole('button', { name: 'మెసేజ్ పంపండి' }).click();
    await expect
      .poll(() => page.getByText('మీ మెసేజ్‌కు ధన్యవాదాలు. త్వరలోనే మీకు జవాబిస్తాం!').isVisible())
      .toBe(true);
    await page.context().close();
  });

  test('a store owner in Hindi: the registration steps, then a step’s rules, fail once each', async () => {
    const page = await open('/hi/register-store');
    const mobile = `9${String(Date.now() + 7).slice(-9)}`;
    await page.getByLabel('मोबाइल नंबर', { exact: true }).fill(mobile);
    await page.getByRole('button', { name: 'कोड भेजें' }).click();
    await expect.poll(() => page.getByLabel('कोड', { exact: true }).isVisible()).toBe(true);
    const { code } = await codeMessageTo(`+91${mobile}`);

    // Signed in while the connection is down: the steps do not download; it says so.
    let network = await dropScripts(page);
    await page.getByLabel('कोड', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'साइन इन करें', exact: true }).click();
    await expect
      .poll(() => page.getByText('नेटवर्क में गड़बड़ी हुई। कृपया फिर से कोशिश करें।').isVisible())
      .toBe(true);
    await expectNoAxeViolations(page, 'registration, steps not downloaded (hi)');
    await network.restore();
    await page.getByRole('button', { name: 'फिर से कोशिश करें' }).click();
    // Before the shop's details: the privacy notice, agreed to (issue 40 §4).
    const agree = page.getByRole('checkbox', { name: /मैंने यह गोपनीयता सूचना पढ़ ली है/ });
    await expect.poll(() => agree.isVisible()).toBe(true);
    await agree.check();
    await page.getByRole('button', { name: 'सहमति दें और आगे बढ़ें' }).click();
    const shopName = page.getByLabel('दुकान का नाम', { exact: true });
    await expect.poll(() => shopName.isVisible()).toBe(true);

    // Saving the first step while the connection is down: its rules do not download.
    network = await dropScripts(page);
    await shopName.fill('लक्ष्मी किराना');
    await page.getByRole('button', { name: 'सेव करके आगे बढ़ें' }).click();
    await expect
      .poll(() => page.getByText('नेटवर्क में गड़बड़ी हुई। कृपया फिर से कोशिश करें।').isVisible())
      .toBe(true);
    expect(network.refused()).toBeGreaterThan(0);
    await network.restore();
    await page.getByRole('button', { name: 'सेव करके आगे बढ़ें' }).click();
    // The rules have loaded and check the step: the missing street is named by its field.
    await expect
      .poll(() => page.getByLabel('गली का पता', { exact: true }).getAttribute('aria-invalid'))
      .toBe('true');
    expect(await shopName.inputValue()).toBe('लक्ष्मी किराना');
    await page.context().close();
  });
});
