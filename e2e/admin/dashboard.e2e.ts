// The dashboard at 390 and 1440 px (issue 39): the top bar on one row, the onboarding chart drawn
// at its own width (labels of 12 px or more that do not overlap, bars with white between them,
// series 3:1 or more against white and against the series beside them), the promise and the
// summary counting the same submissions, and no phone number on the desk's screens broken across
// lines. Axe at both widths; a picture of each in e2e/reports/screenshots/.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { launchForFile } from '../support/chromium';
import {
  apiCall,
  apiLogin,
  closePage,
  expectHeading,
  expectNoSidewaysScroll,
  openAdmin,
  type ApiSession,
} from './support';

let browser: Browser;
let session: ApiSession;

launchForFile((launched, login) => ([browser, session] = [launched, login]), apiLogin);

/** The boxes of the top bar's parts (brand, menu or sections, account), as laid out. */
function topBarParts(page: Page) {
  return page
    .locator('header')
    .first()
    .evaluate((header) =>
      [...(header.firstElementChild?.children ?? [])].map((part) => {
        const box = part.getBoundingClientRect();
        return { top: box.top, bottom: box.bottom };
      }),
    );
}

/** WCAG's contrast ratio of two `rgb(r, g, b)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, bl = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** The onboarding chart as drawn: its scale, texts, bars (in order) and the card's colour. */
function chartLayout(page: Page) {
  return page.getByRole('region', { name: 'Store onboarding' }).evaluate((card) => {
    const svg = card.querySelector('svg[role="img"]');
    if (!(svg instanceof SVGSVGElement)) throw new Error('no chart');
    const texts = [...svg.querySelectorAll('text')].map((text) => ({
      text: text.textContent ?? '',
      size: Number.parseFloat(getComputedStyle(text).fontSize),
      box: text.getBoundingClientRect().toJSON() as DOMRect,
    }));
    const bars = [...svg.querySelectorAll('rect')].map((rect) => ({
      box: rect.getBoundingClientRect().toJSON() as DOMRect,
      fill: getComputedStyle(rect).fill,
    }));
    let background = 'rgb(255, 255, 255)';
    for (let node: Element | null = svg; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (colour !== 'rgba(0, 0, 0, 0)') {
        background = colour;
        break;
      }
    }
    return { scale: svg.getScreenCTM()?.a ?? 0, texts, bars, background };
  });
}

/** Phone numbers on the screen whose digits fall on more than one line. */
function brokenPhones(page: Page) {
  return page.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/\+91[\d •]*[\d•]{4}|•{6}\d{4}/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

/** How many phone numbers the screen shows (to know the check above looked at some). */
function phonesShown(page: Page) {
  return page.evaluate(
    () => (document.body.innerText.match(/\+91[\d •]*[\d•]{4}|•{6}\d{4}/g) ?? []).length,
  );
}

describe('the dashboard on a phone and a desk', () => {
  for (const width of [390, 1440]) {
    test(`at ${width} px: one-row top bar, a readable chart, numbers that agree`, async () => {
      const page = await openAdmin(browser, '/admin/dashboard', { session, width });
      await expectHeading(page, 'Dashboard');
      const card = page.getByRole('region', { name: 'Store onboarding' });
      await expect
        .poll(() => card.getByRole('img', { name: 'Store registrations per week' }).count())
        .toBe(1);
      await expect.poll(() => page.getByText(/^Loading/).count()).toBe(0);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: `reports/screenshots/dashboard-${width}.png`, fullPage: true });
      await card.screenshot({ path: `reports/screenshots/dashboard-funnel-${width}.png` });

      // The top bar: its parts side by side on one row.
      const parts = await topBarParts(page);
      expect(parts.length).toBe(3);
      expect(Math.max(...parts.map((p) => p.top))).toBeLessThan(
        Math.min(...parts.map((p) => p.bottom)),
      );
      // ... and the wordmark on one line ("Kirana Admin", not "Kirana" over "Admin").
      const brand = page.getByRole('link', { name: 'Kirana Admin dashboard' });
      expect(
        await brand.evaluate((link) => {
          const range = document.createRange();
          range.selectNodeContents(link.querySelector('svg + span') ?? link);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom))).size;
        }),
      ).toBe(1);
      await expectNoSidewaysScroll(page);

      // The chart at its own width: 12 px text really 12 px, week labels apart.
      const chart = await chartLayout(page);
      expect(chart.scale).toBe(1);
      expect(chart.texts.filter((t) => t.size * chart.scale < 12)).toEqual([]);
      const labels = chart.texts.filter((t) => /[A-Za-z]/.test(t.text)).map((t) => t.box);
      expect(labels).toHaveLength(8);
      for (const [i, box] of labels.slice(1).entries())
        expect(box.left).toBeGreaterThanOrEqual((labels[i]?.right ?? 0) + 2);

      // 24 bars in groups of three, each at least 4 px wide with white beside it, and each
      // series 3:1 or more against the card and against the series beside it.
      expect(chart.bars).toHaveLength(24);
      for (let i = 0; i < chart.bars.length; i += 1) {
        const bar = chart.bars[i];
        expect(bar?.box.width).toBeGreaterThanOrEqual(4);
        const next = chart.bars[i + 1];
        if (next && i % 3 !== 2)
          expect(next.box.left - (bar?.box.right ?? 0)).toBeGreaterThanOrEqual(1.5);
      }
      const fills = chart.bars.slice(0, 3).map((bar) => bar.fill);
      expect(new Set(fills).size).toBe(3);
      for (const fill of fills) expect(contrast(fill, chart.background)).toBeGreaterThanOrEqual(3);
      expect(contrast(fills[0] ?? '', fills[1] ?? '')).toBeGreaterThanOrEqual(3);
      expect(contrast(fills[1] ?? '', fills[2] ?? '')).toBeGreaterThanOrEqual(3);
      // The legend's swatches are the bars' colours.
      expect(
        await card
          .getByRole('listitem')
          .evaluateAll((items) =>
            items.map((item) => getComputedStyle(item.firstElementChild ?? item).backgroundColor),
          ),
      ).toEqual(fills);

      // "2 of 3 submissions answered ...; 1 more is not due yet" beside "4 submitted": the
      // same submissions, as the API counted them.
      const text = await card.innerText();
      const submitted = Number(/(\d+) submitted/.exec(text)?.[1]);
      const promise =
        /(\d+) of (\d+) submissions? answered within 2 days \(\d+%\)(?:; (\d+) more (?:is|are) not due yet)?\./.exec(
          text,
        );
      expect(promise).not.toBeNull();
      const [, answered, due, waiting = '0'] = promise ?? [];
      expect(Number(due) + Number(waiting)).toBe(submitted);
      const { data } = await apiCall<{
        data: { weeks: { submitted: number }[]; answeredInTime: { answered: number; due: number } };
      }>(session.token, 'GET', '/api/admin/onboarding-funnel');
      expect(submitted).toBe(data.weeks.reduce((sum, week) => sum + week.submitted, 0));
      expect([Number(answered), Number(due)]).toEqual([
        data.answeredInTime.answered,
        data.answeredInTime.due,
      ]);

      await expectNoAxeViolations(page, `dashboard ${width}px`);
      await closePage(page);
    });
  }

  test('the top bar stays one row on narrower phones, the wordmark leaving the mark alone below 380 px', async () => {
    const page = await openAdmin(browser, '/admin/dashboard', { session, width: 320 });
    await expectHeading(page, 'Dashboard');
    const wordmark = page.getByRole('link', { name: 'Kirana Admin dashboard' }).getByText('Kirana');
    for (const width of [320, 360, 375, 390, 414]) {
      await page.setViewportSize({ width, height: 900 });
      const parts = await topBarParts(page);
      expect(Math.max(...parts.map((p) => p.top))).toBeLessThan(
        Math.min(...parts.map((p) => p.bottom)),
      );
      await expectNoSidewaysScroll(page);
      expect(await wordmark.isVisible()).toBe(width >= 380);
    }
    await page.screenshot({
      path: 'reports/screenshots/top-bar-414.png',
      clip: { x: 0, y: 0, width: 414, height: 80 },
    });
    await page.setViewportSize({ width: 320, height: 900 });
    await page.screenshot({
      path: 'reports/screenshots/top-bar-320.png',
      clip: { x: 0, y: 0, width: 320, height: 80 },
    });
    await closePage(page);
  });

  test('no phone number is broken across lines at 390 px: the queue and a store', async () => {
    const page = await openAdmin(browser, '/admin/manage-branch', { session, width: 390 });
    await expectHeading(page, 'Stores');
    await expect.poll(() => phonesShown(page)).toBeGreaterThanOrEqual(10);
    expect(await brokenPhones(page)).toEqual([]);
    await page.getByLabel('Search stores').fill('Sri Durga Kirana');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: /^Sri Durga Kirana/ }).click();
    await expectHeading(page, 'Sri Durga Kirana');
    await expect.poll(() => phonesShown(page)).toBeGreaterThanOrEqual(3);
    await page.evaluate(() => document.fonts.ready);
    expect(await brokenPhones(page)).toEqual([]);
    await page.screenshot({ path: 'reports/screenshots/store-390.png', fullPage: true });
    await expectNoSidewaysScroll(page);
    await closePage(page);
  });
});
