// "Nothing typed is lost" (issue 26, part 1), as a visitor on a slow phone meets it: Chromium at
// 390 px with its network throttled (DevTools' Network.emulateNetworkConditions) to 400 kbit/s
// and to 1.6 Mbit/s. On each island's page the visitor types into every field, and presses
// submit (twice) while the island is still loading; the island must wake with those values and
// send exactly one request, with "Sending..." shown meanwhile. And what was typed before waking
// must survive typing after it. The island's React file is held back until the visitor is done
// (it is the last thing an island needs), so "while loading" is a fact of the test, not a race;
// everything else loads at the throttled speed. Every wait is for a condition.
import type { Browser, Locator, Page, Request } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { imageFile } from '../admin/support';
import { launchForFile } from '../support/chromium';
import { PRIVACY_NOTICE_VERSION } from '@kirana/domain/privacy-notice';
import { pdfFile } from '../support/files';

const siteUrl = inject('siteUrl');
const apiUrl = inject('apiUrl');

/** The throttled networks, in kbit/s. */
const SPEEDS = [
  ['400 kbit/s', 400],
  ['1.6 Mbit/s', 1600],
] as const;
/** Long enough for a page, its images and React at 400 kbit/s. */
const SLOW = { timeout: 60_000 };

let browser: Browser;
launchForFile((launched) => (browser = launched));

interface Slow {
  page: Page;
  /** The island's container (data-island). */
  island: Locator;
  /** Every request the page made to the API (preflights aside), in order. */
  calls: Request[];
  /** Lets React through: the island wakes. */
  wake(): void;
  problems: string[];
}

/** Where the visitor's browser says they are (Mehdipatnam), for "Use my location". */
const HERE = { latitude: 17.3941, longitude: 78.4425 };

/** Each slow phone's own client address (the API trusts X-Forwarded-For in the tests), so the
 * forms these tests send do not use up the per-address limits of the other tests' visitor. */
let phones = 0;

/** Opens `path` at 390 px on a throttled network, its islands unable to wake until `wake()`. */
async function openSlow(path: string, island: string, kbits: number): Promise<Slow> {
  phones += 1;
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    reducedMotion: 'reduce',
    geolocation: HERE,
    permissions: ['geolocation'],
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${phones}` },
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const bytesPerSecond = (kbits * 1000) / 8;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  let wake = () => {};
  const woken = new Promise<void>((resolve) => (wake = resolve));
  await page.route(/\/assets\/react-[\w-]+\.js$/, async (route) => {
    await woken;
    await route.continue();
  });
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(apiUrl) && request.method() !== 'OPTIONS') calls.push(request);
  });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto(`${siteUrl}${path}`, { waitUntil: 'commit' });
  return { page, island: page.locator(`[data-island="${island}"]`), calls, wake, problems };
}

/** Waits until the island has woken (hydrate.tsx marks it). */
async function woken(slow: Slow) {
  await expect.poll(() => slow.island.getAttribute('data-hydrated'), SLOW).toBe('');
}

const unique = () => String(Date.now() + Math.floor(Math.random() * 1000)).slice(-9);

const PDF = pdfFile();

/** One island's form: its fields, how to fill them, and what sending it does. */
interface IslandForm {
  path: string;
  island: string;
  /** The form, found in the island. */
  form(island: Locator): Locator;
  /** Fills every field (values new on each call where the API needs them to be). */
  fill(form: Locator): Promise<Record<string, string>>;
  /** A field typed again once the island has woken, and its new value (the next render would
   * have wiped every other field); none where the form has one field. */
  last?: { label: string; value: string };
  /** The field Enter is pressed in (a form without a submit button). */
  enter?: string;
  submit: string;
  /** What the woken island shows of what was chosen before it woke, beyond the fields. */
  woke?(slow: Slow): Promise<void>;
  /** The API call the submit makes (none for the blog's filter). */
  call: RegExp | null;
  /** Waits for what the woken island shows once it has sent, and checks what was sent. */
  sent(slow: Slow, typed: Record<string, string>, request: Request | undefined): Promise<void>;
}

const byLabel = (form: Locator, label: string) => form.getByLabel(label, { exact: true });

const CONTACT: IslandForm = {
  path: '/contact',
  island: 'contact-form',
  form: (island) => island.getByRole('form', { name: 'Contact us' }),
  async fill(form) {
    const typed = {
      name: 'Lakshmi Devi',
      email: 'lakshmi@example.com',
      phone: '+91 98480 12345',
      subject: 'Store Partnership',
      message: 'I run a kirana in Uppal and would like to join.',
    };
    await byLabel(form, 'Name').fill(typed.name);
    await byLabel(form, 'Email').fill(typed.email);
    await byLabel(form, 'Phone (optional)').fill(typed.phone);
    await byLabel(form, 'Subject').selectOption(typed.subject);
    await byLabel(form, 'Message').fill(typed.message);
    return typed;
  },
  last: { label: 'Email', value: 'lakshmi.devi@example.com' },
  submit: 'Send Message',
  call: /\/api\/contact-messages$/,
  async sent(slow, typed, request) {
    await expect
      .poll(
        () => slow.page.getByText('Thank you for your message', { exact: false }).isVisible(),
        SLOW,
      )
      .toBe(true);
    expect(request?.method()).toBe('POST');
    expect(request?.postDataJSON()).toEqual(typed);
  },
};

const FINDER: IslandForm = {
  path: '/',
  island: 'store-finder',
  form: (island) => island.getByRole('search', { name: 'Stores' }),
  async fill(form) {
    await byLabel(form, 'Pincode').fill('500072');
    return { pincode: '500072' };
  },
  submit: 'Find Stores',
  call: /\/api\/public\/stores\?/,
  async sent(slow, typed, request) {
    await expect
      .poll(() => slow.island.getByText(/stores? serving 500072/).isVisible(), SLOW)
      .toBe(true);
    expect(new URL(request?.url() ?? '').searchParams.get('pincode')).toBe(typed.pincode);
    expect(await byLabel(this.form(slow.island), 'Pincode').inputValue()).toBe(typed.pincode);
  },
};

/** The finder's other button: a search near the visitor, whatever the pincode field holds. */
const FINDER_NEAR: IslandForm = {
  ...FINDER,
  submit: 'Use my location',
  async sent(slow, _typed, request) {
    await expect
      .poll(() => slow.island.getByText(/within 2 km of you/).isVisible(), SLOW)
      .toBe(true);
    const query = new URL(request?.url() ?? '').searchParams;
    expect([query.get('lat'), query.get('lng'), query.get('pincode')]).toEqual([
      String(HERE.latitude),
      String(HERE.longitude),
      null,
    ]);
  },
};

const BLOG: IslandForm = {
  path: '/blog',
  island: 'blog-list',
  form: (island) => island.getByRole('search'),
  async fill(form) {
    await byLabel(form, 'Category').selectOption('Community');
    await byLabel(form, 'Search articles').fill('zzzz-nothing-matches');
    return { q: 'zzzz-nothing-matches', category: 'Community' };
  },
  last: { label: 'Search articles', value: 'nothing-matches-zzzz' },
  enter: 'Search articles',
  submit: '',
  call: null,
  async sent(slow, typed) {
    await expect.poll(() => slow.island.getByText('No Results Found').isVisible(), SLOW).toBe(true);
    const form = this.form(slow.island);
    expect(await byLabel(form, 'Search articles').inputValue()).toBe(typed.q);
    expect(await byLabel(form, 'Category').inputValue()).toBe(typed.category);
    // Pressing Enter did not load the page again with the filter in its address.
    expect(new URL(slow.page.url()).search).toBe('');
  },
};

const PARTNER: IslandForm = {
  path: '/deliver-with-us',
  island: 'partner-application',
  form: (island) => island.getByRole('form', { name: 'Delivery partner application' }),
  async fill(form) {
    const typed = {
      name: 'Ravi Kumar',
      phone: `9${unique()}`,
      email: 'ravi@example.com',
      pincode: '500081',
      vehicle: 'bicycle',
      // The privacy notice's tick box, whose value is its version (issue 40 §4).
      noticeVersion: PRIVACY_NOTICE_VERSION,
    };
    await byLabel(form, 'Full name').fill(typed.name);
    await byLabel(form, 'Mobile number').fill(typed.phone);
    await form.getByLabel('Email', { exact: false }).fill(typed.email);
    await byLabel(form, 'Area pincode').fill(typed.pincode);
    await byLabel(form, 'How you will deliver').selectOption(typed.vehicle);
    await byLabel(form, 'Government ID').setInputFiles({
      name: 'aadhaar.jpg',
      mimeType: 'image/jpeg',
      buffer: await imageFile('jpeg', { width: 640, height: 400, colour: '#1565c0' }),
    });
    await byLabel(form, 'Address proof').setInputFiles({
      name: 'electricity-bill.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await byLabel(form, 'Photo of the applicant').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await imageFile('png', { width: 300, height: 400, colour: '#6d4c41' }),
    });
    // Agreed to the privacy notice before waking too: kept, and sent with its version.
    await form.getByRole('checkbox', { name: /I have read this privacy notice/ }).check();
    return typed;
  },
  last: { label: 'Area pincode', value: '500082' },
  async woke(slow) {
    // The files chosen before waking are named by their pickers.
    for (const file of ['aadhaar.jpg', 'electricity-bill.pdf', 'me.png']) {
      await expect.poll(() => slow.island.getByText(file, { exact: true }).isVisible()).toBe(true);
    }
  },
  submit: 'Send application',
  call: /\/api\/delivery-partners\/applications$/,
  async sent(slow, typed, request) {
    await expect
      .poll(() => slow.page.getByText('We have your application', { exact: false }).isVisible(), {
        timeout: 90_000,
      })
      .toBe(true);
    expect(request?.method()).toBe('POST');
    const body = request?.postDataBuffer()?.toString('latin1') ?? '';
    for (const [name, value] of Object.entries(typed)) {
      expect(body).toContain(`name="${name}"\r\n\r\n${value}\r\n`);
    }
    for (const file of ['aadhaar.jpg', 'electricity-bill.pdf', 'me.png']) {
      expect(body).toContain(`filename="${file}"`);
    }
  },
};

/** The store owner's sign-in, the first screen of /register-store and of /store-status. */
function ownerSignIn(path: string, island: string): IslandForm {
  return {
    path,
    island,
    form: (found) => found.getByRole('form', { name: 'Sign in with your mobile number' }),
    async fill(form) {
      const phone = `9${unique()}`;
      await byLabel(form, 'Mobile number').fill(phone);
      return { phone };
    },
    submit: 'Send code',
    call: /\/api\/auth\/branch\/login\/initiate$/,
    async sent(slow, typed, request) {
      await expect
        .poll(() => slow.island.getByText('We sent a code to', { exact: false }).isVisible(), SLOW)
        .toBe(true);
      expect(request?.method()).toBe('POST');
      expect((request?.postDataJSON() as { phone?: string }).phone).toBe(typed.phone);
    },
  };
}

const FORMS: [string, IslandForm][] = [
  ['the contact form', CONTACT],
  ['the store finder', FINDER],
  ['the blog filter', BLOG],
  ['the delivery-partner application', PARTNER],
  ['the store registration sign-in', ownerSignIn('/register-store', 'register-store')],
  ['the store status sign-in', ownerSignIn('/store-status', 'store-status')],
];

const CASES = [...FORMS, ['the store finder\'s "Use my location"', FINDER_NEAR] as const].flatMap(
  ([name, form]) => SPEEDS.map(([speed, kbits]) => [name, speed, form, kbits] as const),
);

describe('a form used while its island loads on a slow network', () => {
  test.each(CASES)(
    '%s at %s: typed and sent before it woke, it wakes with the values and sends once',
    async (_name, _speed, spec, kbits) => {
      const slow = await openSlow(spec.path, spec.island, kbits);
      const form = spec.form(slow.island);
      const typed = await spec.fill(form);
      if (spec.submit) {
        const send = form.getByRole('button', { name: spec.submit });
        await send.click();
        await send.click();
      } else {
        await byLabel(form, spec.enter ?? '').press('Enter');
      }
      expect(await slow.island.getAttribute('data-hydrated')).toBeNull();
      const note = slow.page.locator('[data-island-held]');
      if (spec.call) {
        await expect.poll(() => note.textContent()).toBe('Sending...');
        expect(await note.isVisible()).toBe(true);
        expect(await note.getAttribute('role')).toBe('status');
      }
      expect(slow.calls).toEqual([]);

      slow.wake();
      await woken(slow);
      const sent = () => slow.calls.filter((request) => spec.call?.test(request.url()));
      if (spec.call) await expect.poll(() => sent().length, SLOW).toBeGreaterThan(0);
      await spec.sent(slow, typed, sent()[0]);
      // Anything else it would send has gone by the time the network is quiet.
      await slow.page.waitForLoadState('networkidle', SLOW);
      expect(sent()).toHaveLength(spec.call ? 1 : 0);
      expect(await note.count()).toBe(0);
      expect(slow.problems).toEqual([]);
      await slow.page.context().close();
    },
    120_000,
  );

  test.each(FORMS)(
    '%s at 400 kbit/s: typed before it woke, the values stay as the visitor goes on and are sent',
    async (_name, spec) => {
      const slow = await openSlow(spec.path, spec.island, 400);
      const form = spec.form(slow.island);
      let typed = await spec.fill(form);
      slow.wake();
      await woken(slow);
      if (spec.last) {
        const last = byLabel(form, spec.last.label);
        await last.fill(spec.last.value);
        typed = { ...typed, [(await last.getAttribute('name')) ?? '']: spec.last.value };
      }
      const values = await form.evaluate((element) =>
        Object.fromEntries(
          [...new FormData(element as HTMLFormElement)].filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        ),
      );
      expect(values).toEqual(typed);
      await spec.woke?.(slow);
      // Sent once awake, the form sends what is in it.
      if (spec.submit) await form.getByRole('button', { name: spec.submit }).click();
      else await byLabel(form, spec.enter ?? '').press('Enter');
      const sent = () => slow.calls.filter((request) => spec.call?.test(request.url()));
      if (spec.call) await expect.poll(() => sent().length, SLOW).toBeGreaterThan(0);
      await spec.sent(slow, typed, sent()[0]);
      await slow.page.waitForLoadState('networkidle', SLOW);
      expect(sent()).toHaveLength(spec.call ? 1 : 0);
      expect(slow.problems).toEqual([]);
      await slow.page.context().close();
    },
    120_000,
  );

  test('on a Telugu page the note is in Telugu', async () => {
    const slow = await openSlow('/te/contact', 'contact-form', 1600);
    await slow.island.locator('button[type="submit"]').click();
    const note = slow.page.locator('[data-island-held]');
    await expect.poll(() => note.textContent()).toBe('పంపుతున్నాం...');
    slow.wake();
    await woken(slow);
    // An empty form: the woken island says what is missing, and nothing is sent.
    await expect
      .poll(() => slow.island.locator('[aria-invalid="true"]').count(), SLOW)
      .toBeGreaterThan(0);
    expect(await note.count()).toBe(0);
    expect(slow.calls).toEqual([]);
    await slow.page.context().close();
  });
});
