// The delivery-partner application's file pickers speak the page's language (issue 26, part 4):
// on /te/deliver-with-us each document has a button in Telugu that opens the browser's file
// chooser, by pointer and by keyboard, and the chosen file's name shows beside it; the
// browser's own "Choose File" button (in the browser's language) is not seen. Axe at 390 px.
import type { Browser } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { launchForFile } from '../support/chromium';
import { hydrateIslands } from '../support/islands';
import { pdfFile } from '../support/files';

const siteUrl = inject('siteUrl');

const TELUGU = { choose: 'ఫైల్ ఎంచుకోండి', none: 'ఇంకా ఫైల్ ఎంచుకోలేదు', id: 'ప్రభుత్వ గుర్తింపు కార్డు' };

let browser: Browser;
launchForFile((launched) => (browser = launched));

describe('file pickers in the page language', () => {
  test('on /te/deliver-with-us: a Telugu button opens the chooser, the file chosen is named', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    // Playwright asks the browser to hand it file choosers when a page first has a listener,
    // and that request can arrive after a click sent right behind it (the chooser then opens
    // unseen): listening from the start, before the page loads, leaves no such race.
    page.on('filechooser', () => undefined);
    await page.goto(`${siteUrl}/te/deliver-with-us`);
    await hydrateIslands(page);

    const input = page.getByLabel(TELUGU.id, { exact: true });
    expect(await input.getAttribute('type')).toBe('file');
    // The input is there for the keyboard and screen readers, but not seen.
    const box = await input.boundingBox();
    expect((box?.width ?? 0) * (box?.height ?? 0)).toBeLessThanOrEqual(1);
    const id = await input.getAttribute('id');
    const button = page.locator(`label[for="${id}"]`);
    expect(await button.textContent()).toBe(TELUGU.choose);
    expect(await button.isVisible()).toBe(true);
    expect(await page.getByText(TELUGU.none, { exact: true }).count()).toBe(3);

    // Pressed, the button opens the browser's file chooser for that input.
    const [byPointer] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
    expect(await byPointer.element().getAttribute('id')).toBe(id);
    await byPointer.setFiles({ name: 'aadhaar.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect.poll(() => page.getByText('aadhaar.pdf', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(TELUGU.none, { exact: true }).count()).toBe(2);

    // By keyboard: the input takes focus (the button shows it) and Space opens the chooser.
    await input.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    const ring = await button.evaluate((el) => getComputedStyle(el).boxShadow);
    expect(ring).not.toBe('none');
    const [byKeyboard] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.keyboard.press('Space'),
    ]);
    expect(await byKeyboard.element().getAttribute('id')).toBe(id);
    await byKeyboard.setFiles({ name: 'pan-card.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect.poll(() => page.getByText('pan-card.pdf', { exact: true }).isVisible()).toBe(true);

    await expectNoAxeViolations(page, 'te file pickers 390px');
    expect(problems).toEqual([]);
    await context.close();
  });
});

const PDF = pdfFile();
