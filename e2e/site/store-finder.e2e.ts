// The store finder on the home page in each language, in Chromium against the real API
// (issue 24): a pincode search lists the approved stores within 2 km with their distance,
// whether they are open, their phone to call and directions in Google Maps (issue 39); "Use my
// location" with the browser's location granted (set by the test at that pincode's centre)
// lists the same stores; refused, it says so and the pincode box still works; at a place with
// no store within 2 km, the nearest store is named with its distance and card (issue 39). Axe
// at 390 px.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { pincodeCentre } from '@kirana/domain/pincodes';
import { apiCall, apiLogin, apiUrl, expectNoSidewaysScroll } from '../admin/support';
import { expectNoAxeViolations } from '../support/axe';
import { launchChromium } from '../support/chromium';
import { hydrateIslands } from '../support/islands';

const siteUrl = inject('siteUrl');

/** What a visitor reads in each language (the site's catalogues, app/i18n/messages). */
const WORDS = {
  en: {
    path: '/',
    stores: 'Stores',
    pincode: 'Pincode',
    find: 'Find Stores',
    useLocation: 'Use my location',
    serving: (count: number, pincode: string) =>
      count === 1 ? `1 store serving ${pincode}` : `${count} stores serving ${pincode}`,
    near: (count: number) =>
      count === 1 ? '1 store within 2 km of you' : `${count} stores within 2 km of you`,
    distance: /^\d+ m$|^\d\.\d km$/,
    open: /^(Open now, closes|Closed, opens|Temporarily closed until|Open 24 hours|Opening hours not listed yet)/,
    denied: 'Your browser did not share your location. Type your pincode instead',
    nearest: (name: string, distance: string) => `The nearest store is ${name}, ${distance} away.`,
    km: (km: string) => `${km} km`,
    nearestList: 'The nearest store',
    call: (name: string, phone: string) => `Call ${name} on ${phone}`,
    directions: 'Directions',
  },
  te: {
    path: '/te/',
    stores: 'దుకాణాలు',
    pincode: 'పిన్‌కోడ్',
    find: 'దుకాణాలు వెతకండి',
    useLocation: 'నా లొకేషన్ వాడండి',
    serving: (count: number, pincode: string) =>
      count === 1 ? `${pincode}లో 1 దుకాణం` : `${pincode}లో ${count} దుకాణాలు`,
    near: (count: number) =>
      count === 1 ? 'మీకు 2 కి.మీ. లోపు 1 దుకాణం' : `మీకు 2 కి.మీ. లోపు ${count} దుకాణాలు`,
    distance: /^\d+ మీ\.$|^\d\.\d కి\.మీ\.$/,
    open: /(తెరిచి ఉంది|మూసి ఉంది|తెరిచి ఉంటుంది|ఇంకా ఇవ్వలేదు)/,
    denied: 'మీ బ్రౌజర్ మీ లొకేషన్ ఇవ్వలేదు.',
    nearest: (name: string, distance: string) => `దగ్గరి దుకాణం ${name}, ${distance} దూరంలో ఉంది.`,
    km: (km: string) => `${km} కి.మీ.`,
    nearestList: 'దగ్గరి దుకాణం',
    call: (name: string, phone: string) => `${name}కి ఫోన్ చేయండి: ${phone}`,
    directions: 'దారి చూడండి',
  },
  hi: {
    path: '/hi/',
    stores: 'दुकानें',
    pincode: 'पिनकोड',
    find: 'दुकानें खोजें',
    useLocation: 'मेरी लोकेशन इस्तेमाल करें',
    serving: (count: number, pincode: string) =>
      count === 1 ? `${pincode} में 1 दुकान` : `${pincode} में ${count} दुकानें`,
    near: (count: number) =>
      count === 1 ? 'आपसे 2 किमी के अंदर 1 दुकान' : `आपसे 2 किमी के अंदर ${count} दुकानें`,
    distance: /^\d+ मी\.$|^\d\.\d किमी$/,
    open: /(खुली है|बंद है|खुली रहती है|अस्थायी रूप से बंद|नहीं बताया गया)/,
    denied: 'आपके ब्राउज़र ने आपकी लोकेशन नहीं दी।',
    nearest: (name: string, distance: string) => `सबसे नज़दीकी दुकान ${name} है, ${distance} दूर।`,
    km: (km: string) => `${km} किमी`,
    nearestList: 'सबसे नज़दीकी दुकान',
    call: (name: string, phone: string) => `${name} को फ़ोन करें: ${phone}`,
    directions: 'रास्ता देखें',
  },
} as const;

interface Card {
  name: string;
  phone: string;
  location: { latitude: number; longitude: number };
  distanceMeters: number;
}
interface Found {
  stores: Card[];
  nearest: Card | null;
}

/** Rajendranagar, south-west of the demo's stores: none within 2 km. */
const FAR = { latitude: 17.3105, longitude: 78.3985 };

/** The maps link of a store's directions. */
const directionsTo = ({ latitude, longitude }: Card['location']) =>
  `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

let browser: Browser;
/** A pincode of an approved demo store, and what the API finds within 2 km of its centre. */
let pincode: string;
let found: Found;

beforeAll(async () => {
  browser = await launchChromium();
  const session = await apiLogin();
  const { data } = await apiCall<{
    data: { branches: { address: { pincode: string } }[] };
  }>(session.token, 'GET', '/api/admin/branches?status=approved&limit=100');
  const first = data.branches.find((branch) => pincodeCentre(branch.address.pincode));
  if (!first) throw new Error('the demo seed has no approved store at a known pincode');
  pincode = first.address.pincode;
  const answer = await fetch(`${apiUrl}/api/public/stores?pincode=${pincode}`);
  found = ((await answer.json()) as { data: Found }).data;
  expect(found.stores.length).toBeGreaterThan(0);
});
afterAll(async () => {
  await browser?.close();
});

async function openFinder(
  path: string,
  context: BrowserContext,
): Promise<{ page: Page; requests: string[] }> {
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/public/stores')) requests.push(request.url());
  });
  await page.goto(`${siteUrl}${path}`, { waitUntil: 'networkidle' });
  await hydrateIslands(page);
  return { page, requests };
}

const phone = { viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' } as const;

/** The result cards' lines: [name, distance, ...address, open state, note?]. */
async function cards(page: Page): Promise<string[][]> {
  const items = page.locator('[data-island="store-finder"]').getByRole('listitem');
  return (await items.allInnerTexts()).map((text) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
}

/** Types the demo store's pincode, presses the finder's button and waits for its heading. */
async function searchPincode(page: Page, words: (typeof WORDS)[keyof typeof WORDS]) {
  const finder = page.getByRole('search', { name: words.stores });
  await finder.getByLabel(words.pincode).fill(pincode);
  await finder.getByRole('button', { name: words.find }).click();
  await expect
    .poll(() =>
      page.getByRole('heading', { name: words.serving(found.stores.length, pincode) }).count(),
    )
    .toBe(1);
}

describe.each(Object.entries(WORDS))('the store finder in %s', (_locale, words) => {
  test('a pincode lists the stores within 2 km, nearest first, with distance and open state', async () => {
    const context = await browser.newContext(phone);
    const { page, requests } = await openFinder(words.path, context);
    await searchPincode(page, words);
    const shown = await cards(page);
    expect(shown.map((lines) => lines[0])).toEqual(found.stores.map((store) => store.name));
    for (const lines of shown) {
      expect(lines[1]).toMatch(words.distance);
      expect(lines.some((line) => words.open.test(line))).toBe(true);
    }
    // Each card's phone, a tap to call, and directions to it in Google Maps.
    const items = page.locator('[data-island="store-finder"]').getByRole('listitem');
    for (const [i, store] of found.stores.entries()) {
      const item = items.nth(i);
      const call = item.getByRole('link', { name: words.call(store.name, store.phone) });
      expect(await call.getAttribute('href')).toBe(telOf(store.phone));
      expect(await call.innerText()).toBe(store.phone);
      const directions = item.getByRole('link', { name: words.directions });
      expect(await directions.getAttribute('href')).toBe(directionsTo(store.location));
      expect(await directions.innerText()).toBe(words.directions);
      // Big enough for a thumb (WCAG 2.5.8 asks 24 px; 44 px as the platforms advise).
      for (const link of [call, directions])
        expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0] ?? '').searchParams.get('pincode')).toBe(pincode);
    await expectNoAxeViolations(page, `${words.path} finder results 390px`);
    await expectNoSidewaysScroll(page);
    await context.close();
  });

  test('"Use my location" granted lists the stores near the visitor', async () => {
    const centre = pincodeCentre(pincode);
    if (!centre) throw new Error(`no centre for ${pincode}`);
    const context = await browser.newContext({
      ...phone,
      permissions: ['geolocation'],
      geolocation: centre,
    });
    const { page, requests } = await openFinder(words.path, context);
    await page.getByRole('button', { name: words.useLocation }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: words.near(found.stores.length) }).count())
      .toBe(1);
    expect((await cards(page)).map((lines) => lines[0])).toEqual(
      found.stores.map((store) => store.name),
    );
    expect(requests).toHaveLength(1);
    const asked = new URL(requests[0] ?? '').searchParams;
    expect(Number(asked.get('lat'))).toBeCloseTo(centre.latitude, 5);
    expect(Number(asked.get('lng'))).toBeCloseTo(centre.longitude, 5);
    await expectNoAxeViolations(page, `${words.path} finder near me 390px`);
    await context.close();
  });

  test('with no store within 2 km, the nearest one is named with its distance, phone and directions', async () => {
    const answer = await fetch(
      `${apiUrl}/api/public/stores?lat=${FAR.latitude}&lng=${FAR.longitude}`,
    );
    const far = ((await answer.json()) as { data: Found }).data;
    expect(far.stores).toEqual([]);
    const nearest = far.nearest;
    if (!nearest) throw new Error('the demo seed has no approved store');
    expect(nearest.distanceMeters).toBeGreaterThan(2000);
    const context = await browser.newContext({
      ...phone,
      permissions: ['geolocation'],
      geolocation: FAR,
    });
    const { page, requests } = await openFinder(words.path, context);
    await page.getByRole('button', { name: words.useLocation }).click();
    const km = (nearest.distanceMeters / 1000).toFixed(1);
    const sentence = page.getByText(words.nearest(nearest.name, words.km(km)), { exact: true });
    await expect.poll(() => sentence.count()).toBe(1);
    const list = page.getByRole('list', { name: words.nearestList });
    const lines = (await cards(page))[0] ?? [];
    expect(lines[0]).toBe(nearest.name);
    expect(lines[1]).toMatch(words.distance);
    expect(lines.some((line) => words.open.test(line))).toBe(true);
    expect(
      await list
        .getByRole('link', { name: words.call(nearest.name, nearest.phone) })
        .getAttribute('href'),
    ).toBe(telOf(nearest.phone));
    expect(await list.getByRole('link', { name: words.directions }).getAttribute('href')).toBe(
      directionsTo(nearest.location),
    );
    expect(requests).toHaveLength(1);
    await expectNoAxeViolations(page, `${words.path} finder nearest store 390px`);
    await expectNoSidewaysScroll(page);
    await context.close();
  });

  test('"Use my location" refused says so, and the pincode still searches', async () => {
    const context = await browser.newContext(phone);
    const { page, requests } = await openFinder(words.path, context);
    await page.getByRole('button', { name: words.useLocation }).click();
    const alert = page.locator('[data-island="store-finder"]').getByRole('alert');
    await expect.poll(() => alert.innerText()).toContain(words.denied);
    expect(requests).toEqual([]);
    await expectNoAxeViolations(page, `${words.path} finder location refused 390px`);

    await searchPincode(page, words);
    await context.close();
  });
});
