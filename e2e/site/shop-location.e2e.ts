// Issue 39, the shop's location, in Chromium at 390 px: on the registration's shop step a map
// (Leaflet, downloaded only when the step opens) starts at the pincode's centre; the owner drags
// it, or moves it with the arrow keys, and the marker at its centre is the shop's pin, said with
// latitude and longitude named; "Use my location" moves it to the browser's location, and a
// refusal is said in words. The tiles come from the site's tile source (OpenStreetMap's URL by
// default), answered by a local fixture (../support/map-tiles.ts), under the site's Content
// Security Policy. Axe on the step in English and Telugu; pictures of both in
// e2e/reports/screenshots/ to look at. What is saved is what the marker showed.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '@kirana/domain/privacy-notice';
import { callerFrom, expectNoSidewaysScroll } from '../admin/support';
import { expectNoAxeViolations } from '../support/axe';
import { launchChromium } from '../support/chromium';
import { hydrateIslands } from '../support/islands';
import { ownerSignIn } from '../support/messages';
import { serveMapTiles } from '../support/map-tiles';

const siteUrl = inject('siteUrl');
const MOBILE = `7${String(Date.now()).slice(-9)}`;
/** Where the browser says the owner is (Kukatpally). */
const HERE = { latitude: 17.4849, longitude: 78.4138 };
/** 500028's centre (packages/domain/src/pincodes.ts). */
const PINCODE_CENTRE = { latitude: 17.394103, longitude: 78.442496 };
const SHOTS = 'reports/screenshots';

const ownerCall = callerFrom('198.51.100.63');

/** An owner signed in through the API, the notice agreed and the shop's address saved. */
async function ownerAtShop() {
  const data = await ownerSignIn(MOBILE, { language: 'en', address: '198.51.100.63' });
  const token = data.accessToken;
  await ownerCall(token, 'POST', '/api/store-owner/registration');
  await ownerCall(token, 'POST', '/api/store-owner/registration/consent', {
    noticeVersion: PRIVACY_NOTICE_VERSION,
    language: 'en',
  });
  await ownerCall(token, 'PATCH', '/api/store-owner/registration', {
    shopName: `Map Kirana ${MOBILE}`,
    street: '4-1-22 Mehdipatnam Road',
    city: 'Hyderabad',
    pincode: '500028',
  });
  return { token, expiresAt: data.expiresAt, phone: `+91 ••••• •${MOBILE.slice(-4)}` };
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let owner: Awaited<ReturnType<typeof ownerAtShop>>;
let tiles: { requested: string[] };
const problems: string[] = [];
const scripts: string[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    reducedMotion: 'reduce',
    geolocation: HERE,
    permissions: ['geolocation'],
  });
  tiles = await serveMapTiles(context);
  page = await context.newPage();
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy/.test(message.text()))
      problems.push(message.text());
  });
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
});
afterAll(async () => {
  await browser?.close();
});

const group = () => page.getByRole('group', { name: 'Where is your shop?' });
const shown = () => group().locator('output').innerText();
const map = () => page.getByRole('application', { name: 'Map to place your shop' });

/** The numbers the marker's line shows. */
async function shownPin(): Promise<{ latitude: number; longitude: number }> {
  const match = /^latitude (\d+\.\d{5}), longitude (\d+\.\d{5})$/.exec(await shown());
  if (!match) throw new Error(`the marker's line reads "${await shown()}"`);
  return { latitude: Number(match[1]), longitude: Number(match[2]) };
}

describe("the shop's location on a map the owner drags", () => {
  test("opens at the pincode's centre, with the map's code and tiles loaded only then", async () => {
    owner = await ownerAtShop();
    await page.addInitScript((session) => {
      sessionStorage.setItem('kirana.ownerSession', JSON.stringify(session));
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`),
      );
    }, owner);
    await page.goto(`${siteUrl}/register-store`, { waitUntil: 'networkidle' });
    await hydrateIslands(page);
    await expect.poll(() => map().isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await shown()).toBe('not placed yet');
    // The map's chunk came with the step; the page's first scripts did not hold it.
    const mapChunk = scripts.find((path) => /\/pin-map-[\w-]+\.js$/.test(path));
    expect(mapChunk).toBeDefined();
    const html = await (await fetch(`${siteUrl}/register-store`)).text();
    expect(html).not.toContain('pin-map');
    expect(html).not.toContain('leaflet');
    // Tiles from the configured source (OpenStreetMap's standard URL), credited as it asks.
    await expect.poll(() => tiles.requested.length).toBeGreaterThan(3);
    expect(tiles.requested[0]).toMatch(/^https:\/\/tile\.openstreetmap\.org\/15\/\d+\/\d+\.png$/);
    expect(await page.getByRole('link', { name: 'OpenStreetMap' }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/copyright',
    );
    await expectNoAxeViolations(page, 'shop step with the map 390px');
    await expectNoSidewaysScroll(page);
    await map().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/shop-location-start-390.png` });
  }, 60_000);

  test('a drag moves the pin by what was dragged; the arrow keys move it too', async () => {
    await map().scrollIntoViewIfNeeded();
    const box = await map().boundingBox();
    if (!box) throw new Error('the map has no box');
    const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    // Dragged 80 px to the left: what was 80 px east of the centre is now under the marker.
    await page.mouse.move(middle.x, middle.y);
    await page.mouse.down();
    await page.mouse.move(middle.x - 40, middle.y, { steps: 4 });
    await page.mouse.move(middle.x - 80, middle.y, { steps: 4 });
    await page.mouse.up();
    await expect.poll(() => shown()).toMatch(/^latitude /);
    const dragged = await shownPin();
    const degreesPerPixel = 360 / (256 * 2 ** 15);
    expect(dragged.latitude).toBeCloseTo(PINCODE_CENTRE.latitude, 3);
    // The map stops where it was let go (no glide): 80 px, to a pixel.
    expect(Math.abs(dragged.longitude - PINCODE_CENTRE.longitude) / degreesPerPixel).toBeCloseTo(
      80,
      -0.5,
    );

    await map().focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => (await shownPin()).latitude).toBeGreaterThan(dragged.latitude);
    expect((await shownPin()).longitude).toBeCloseTo(dragged.longitude, 4);
    await expectNoAxeViolations(page, 'shop step, map focused 390px');
  }, 60_000);

  test('"Use my location" moves the map there; a refusal is said in words', async () => {
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect
      .poll(() => shown())
      .toBe(`latitude ${HERE.latitude.toFixed(5)}, longitude ${HERE.longitude.toFixed(5)}`);
    expect(
      await page
        .getByText('The marker is at your location. If your shop is a little away, drag the map.')
        .isVisible(),
    ).toBe(true);
    await map().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/shop-location-located-390.png` });

    await context.clearPermissions();
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect
      .poll(() =>
        page
          .getByText(
            'Your location was not shared. Allow location for this site in your browser, or start from the pincode.',
          )
          .isVisible(),
      )
      .toBe(true);
    // The pin stays where it was.
    expect(await shown()).toBe(
      `latitude ${HERE.latitude.toFixed(5)}, longitude ${HERE.longitude.toFixed(5)}`,
    );
  }, 60_000);

  test('in Telugu the marker is not the pincode, and the step reads without English', async () => {
    await page.goto(`${siteUrl}/te/register-store`, { waitUntil: 'networkidle' });
    await hydrateIslands(page);
    const teMap = page.getByRole('application', { name: 'మీ దుకాణాన్ని గుర్తించే మ్యాప్' });
    await expect.poll(() => teMap.isVisible(), { timeout: 15_000 }).toBe(true);
    const pinGroup = page.getByRole('group', { name: 'మీ దుకాణం ఎక్కడ ఉంది?' });
    expect(await pinGroup.getByText('మ్యాప్‌పై గుర్తు:').isVisible()).toBe(true);
    expect(await pinGroup.innerText()).not.toMatch(/\bpin\b|° N|° E/i);
    await expectNoAxeViolations(page, 'shop step in Telugu 390px');
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'పిన్‌కోడ్ నుంచి మొదలుపెట్టండి' }).click();
    await expect
      .poll(() => pinGroup.locator('output').innerText())
      .toBe('అక్షాంశం 17.39410, రేఖాంశం 78.44250');
    await pinGroup.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/shop-location-te-390.png`, fullPage: false });
  }, 60_000);

  test('saves the pin the marker showed', async () => {
    await page.getByRole('button', { name: 'సేవ్ చేసి ముందుకు' }).click();
    await expect
      .poll(async () => {
        const { data } = await ownerCall<{
          data: { registration: { fields: { latitude: number | null; longitude: number | null } } };
        }>(owner.token, 'GET', '/api/store-owner/registration');
        return data.registration.fields;
      })
      .toMatchObject(PINCODE_CENTRE);
    expect(problems).toEqual([]);
  }, 60_000);
});
