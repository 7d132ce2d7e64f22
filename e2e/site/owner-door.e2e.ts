// The owner's door (issue 39): on a 390 px phone, in Telugu and Hindi, "register your store" is
// on the home page's first screen without scrolling and in the menu, both leading to the
// registration; the home page says owners register on this site, not in an app. At the widths
// where the bar shows its links, the added link still fits. Checked in Chromium with axe.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { expectNoSidewaysScroll } from '../admin/support';
import { expectNoAxeViolations } from '../support/axe';
import { launchForFile } from '../support/chromium';
import { withoutPrerender } from '../support/prerender';

const siteUrl = inject('siteUrl');

/** A phone's first screen: 390 × 844 CSS pixels. */
const PHONE = { width: 390, height: 844 };

/** What an owner reads in each language (the site's catalogues, app/i18n/messages). */
const LANGUAGES = {
  te: {
    menu: 'మెనూ',
    mainNav: 'ప్రధాన మెనూ',
    menuLink: 'దుకాణం నమోదు',
    heroLink: 'మీ దుకాణాన్ని నమోదు చేయండి',
    owner: 'మీకు దుకాణం ఉందా?',
    registers: 'ఈ సైట్‌లోనే మీ దుకాణాన్ని నమోదు చేయండి',
    oldCopy: 'యాప్ డౌన్‌లోడ్ చేసి',
    signIn: 'మొబైల్ నంబర్',
  },
  hi: {
    menu: 'मेन्यू',
    mainNav: 'मुख्य मेन्यू',
    menuLink: 'दुकान रजिस्टर करें',
    heroLink: 'अपनी दुकान रजिस्टर करें',
    owner: 'क्या आपकी दुकान है?',
    registers: 'इसी साइट पर अपनी दुकान रजिस्टर करें',
    oldCopy: 'ऐप डाउनलोड करें और',
    signIn: 'मोबाइल नंबर',
  },
} as const;

let browser: Browser;
launchForFile((launched) => (browser = launched));

async function open(path: string, viewport = PHONE): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto(`${siteUrl}${path}`, { waitUntil: 'networkidle' });
  return { page, problems };
}

describe.each(Object.entries(LANGUAGES))('in %s at 390 px', (locale, words) => {
  test('"register your store" is on the first screen and in the menu', async () => {
    const { page, problems } = await open(`/${locale}/`);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // The first screen: the hero's link is wholly inside the window, with nothing scrolled.
    const hero = page
      .getByRole('paragraph')
      .filter({ hasText: words.owner })
      .getByRole('link', { name: words.heroLink, exact: true });
    expect(await hero.isVisible()).toBe(true);
    expect(await hero.getAttribute('href')).toBe(`/${locale}/register-store`);
    const box = await hero.boundingBox();
    if (!box) throw new Error('the hero link has no box');
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    await expectNoAxeViolations(page, `${locale} home first screen`);
    await expectNoSidewaysScroll(page);

    // The body copy says owners register here, and no longer sends them to download an app.
    const text = await page.getByRole('main').innerText();
    expect(text).toContain(words.registers);
    expect(text).not.toContain(words.oldCopy);

    // The menu: closed, the link is hidden; opened, it shows and leads to the registration.
    const menuLink = page
      .getByRole('navigation', { name: words.mainNav })
      .getByRole('link', { name: words.menuLink, exact: true });
    expect(await menuLink.isVisible()).toBe(false);
    await page.getByRole('button', { name: words.menu }).click();
    await expect.poll(() => menuLink.isVisible()).toBe(true);
    const menuBox = await menuLink.boundingBox();
    expect((menuBox?.y ?? Infinity) + (menuBox?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
    await expectNoAxeViolations(page, `${locale} menu open`);
    await withoutPrerender(page);
    await menuLink.click();
    await page.waitForURL(`${siteUrl}/${locale}/register-store`);
    await expect
      .poll(() => page.getByLabel(words.signIn, { exact: true }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    // On the registration the menu marks it as the current page.
    expect(
      await page
        .getByRole('navigation', { name: words.mainNav })
        .getByRole('link', { name: words.menuLink, exact: true, includeHidden: true })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

test.each([
  ['te', 1024],
  ['hi', 1024],
  ['te', 1440],
])(
  '/%s/ at %i px: the bar shows the registration among its links and fits',
  async (locale, width) => {
    const words = LANGUAGES[locale as keyof typeof LANGUAGES];
    const { page, problems } = await open(`/${locale}/`, { width, height: 900 });
    const link = page
      .getByRole('navigation', { name: words.mainNav })
      .getByRole('link', { name: words.menuLink, exact: true });
    expect(await link.isVisible()).toBe(true);
    await expectNoSidewaysScroll(page);
    // The bar stays one row: the link sits beside the brand, not wrapped under it.
    const bar = await page.locator('header[data-nav-header]').boundingBox();
    expect(bar?.height ?? Infinity).toBeLessThanOrEqual(96);
    expect(problems).toEqual([]);
    await page.context().close();
  },
);
