// Covering an Aadhaar number in the admin (issue 40, section 1), against the real API: a
// reviewer opens a pending store's government ID, drags a box over it (a mouse at 1440 px, a
// thumb at 390 px), confirms that the original is destroyed, and the image shown afterwards is
// black under the box; the history says "Masked ...". Axe on the dialog and the screen.
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { launchForFile } from '../support/chromium';
import {
  apiLogin,
  branchNamed,
  closePage,
  expectHeading,
  expectNoSidewaysScroll,
  openAdmin,
  type ApiSession,
} from './support';

const STORE = 'Sri Sai Balaji Traders';
const LABEL = "Owner's government ID";
const SHOTS = process.env.MASK_SHOTS_DIR;

let browser: Browser;
let session: ApiSession;

launchForFile((launched, login) => ([browser, session] = [launched, login]), apiLogin);

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Drags `box` (fractions of `area`) from its top left to its bottom right, mouse or finger. */
async function drag(page: Page, area: Locator, box: Box, touch: boolean) {
  const rect = await area.boundingBox();
  if (!rect) throw new Error('no drawing area');
  const from = { x: rect.x + rect.width * box.x, y: rect.y + rect.height * box.y };
  const to = {
    x: rect.x + rect.width * (box.x + box.width),
    y: rect.y + rect.height * (box.y + box.height),
  };
  if (!touch) {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 8 });
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  const point = (p: { x: number; y: number }) => [{ x: p.x, y: p.y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from) });
  for (let step = 1; step <= 8; step += 1) {
    const at = {
      x: from.x + ((to.x - from.x) * step) / 8,
      y: from.y + ((to.y - from.y) * step) / 8,
    };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(at) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The brightest channel inside the box (inset a little) of the image shown, read on a canvas. */
function brightestInBox(image: Locator, box: Box): Promise<number> {
  return image.evaluate((img, box) => {
    const picture = img as HTMLImageElement;
    const canvas = document.createElement('canvas');
    canvas.width = picture.naturalWidth;
    canvas.height = picture.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.drawImage(picture, 0, 0);
    const inset = 0.1;
    const left = Math.ceil((box.x + box.width * inset) * canvas.width);
    const top = Math.ceil((box.y + box.height * inset) * canvas.height);
    const width = Math.floor(box.width * (1 - 2 * inset) * canvas.width);
    const height = Math.floor(box.height * (1 - 2 * inset) * canvas.height);
    const { data } = context.getImageData(left, top, width, height);
    let brightest = 0;
    for (let i = 0; i < data.length; i += 4)
      brightest = Math.max(brightest, data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0);
    return brightest;
  }, box);
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

describe('covering a number on a store’s government ID', () => {
  // Two places on the card, so the second run does not find the first one's black.
  for (const { width, touch, box } of [
    { width: 390, touch: true, box: { x: 0.35, y: 0.4, width: 0.4, height: 0.2 } },
    { width: 1440, touch: false, box: { x: 0.05, y: 0.7, width: 0.6, height: 0.15 } },
  ]) {
    test(`draws a box, masks it, and the image shown is black under it (${width}px)`, async () => {
      const branch = await branchNamed(session.token, STORE);
      expect(branch.status).toBe('pending');
      const page = await openAdmin(browser, `/admin/manage-branch?branchId=${branch._id}`, {
        session,
        width,
        touch,
      });
      await expectHeading(page, STORE);
      const documents = page.getByRole('region', { name: 'Documents', exact: true });
      const item = documents.getByRole('listitem', { name: LABEL });
      const shown = item.getByRole('img', { name: LABEL });
      await expect
        .poll(() => shown.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      const before = await shown.getAttribute('src');
      expect(await brightestInBox(shown, box)).toBeGreaterThan(150);
      await item.getByRole('button', { name: 'Cover a number' }).scrollIntoViewIfNeeded();
      await shot(page, `viewer-${width}`);
      await item.getByRole('button', { name: 'Cover a number' }).click();

      const dialog = page.getByRole('dialog', { name: `Cover a number: ${LABEL}` });
      const picture = dialog.getByRole('img', { name: LABEL });
      await expect
        .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      await drag(page, picture, box, touch);
      await expect.poll(() => dialog.getByRole('button', { name: 'Remove box 1' }).count()).toBe(1);
      await shot(page, `dialog-${width}`);
      await expectNoAxeViolations(page, `mask dialog ${width}px`);
      await dialog.getByRole('button', { name: 'Mask and replace' }).click();

      const confirm = page.getByRole('alertdialog', { name: 'Mask and replace the image?' });
      await expect
        .poll(() => confirm.innerText())
        .toContain('The original is destroyed and cannot be brought back.');
      await shot(page, `confirm-${width}`);
      await confirm.getByRole('button', { name: 'Mask and replace' }).click();

      await expect
        .poll(() => item.getByRole('status').allInnerTexts())
        .toContain('Document masked: the original is destroyed.');
      // The new image, fetched again: black under the box.
      await expect.poll(() => shown.getAttribute('src')).not.toBe(before);
      await expect
        .poll(() => shown.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      expect(await brightestInBox(shown, box)).toBeLessThan(40);
      const history = page.getByRole('region', { name: 'History', exact: true });
      await expect
        .poll(() => history.getByRole('listitem').allInnerTexts())
        .toContainEqual(expect.stringMatching(`Masked ${LABEL}`));
      await item.scrollIntoViewIfNeeded();
      await shot(page, `masked-${width}`);
      await expectNoAxeViolations(page, `masked ${width}px`);
      await expectNoSidewaysScroll(page);
      await closePage(page);
    });
  }
});
