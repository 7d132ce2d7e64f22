// The site in Telugu (/te/) and Hindi (/hi/): the same behaviours as in English, in the page's
// language, with no framework on content pages; the switcher keeps the page; hreflang, <html
// lang>, each script's font loaded only on its own pages and the switcher's names drawn from
// their few-glyph fonts everywhere. Checked in Chromium with axe.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { launchForFile } from '../support/chromium';
import { watchedPage } from '../support/site-page';
import { hydrateIslands } from '../support/islands';
import { withoutPrerender } from '../support/prerender';

const siteUrl = inject('siteUrl');

/** What a visitor reads in each language (the site's catalogues, app/i18n/messages). */
const LANGUAGES = {
  te: {
    mainNav: 'ప్రధాన మెనూ',
    menu: 'మెనూ',
    faq: 'ప్రశ్నలు',
    language: 'భాష',
    blogSearch: 'వ్యాసాలు వెతకండి',
    blogCategory: 'విభాగం',
    community: 'మన సమాజం',
    noResults: 'ఫలితాలు ఏవీ దొరకలేదు',
    clearFilters: 'ఫిల్టర్లు తీసేయండి',
    stores: 'దుకాణాలు',
    pincode: 'పిన్‌కోడ్',
    findStores: 'దుకాణాలు వెతకండి',
    comingSoon: 'త్వరలోనే మీ ప్రాంతానికి వస్తున్నాం',
    contactForm: 'మమ్మల్ని సంప్రదించండి',
    name: 'పేరు',
    send: 'మెసేజ్ పంపండి',
    nameRequired: 'దయచేసి మీ పేరు చెప్పండి.',
    partnerForm: 'డెలివరీ పార్ట్‌నర్ దరఖాస్తు',
    partnerSend: 'దరఖాస్తు పంపండి',
    vehicleRequired: 'మీరు ఎలా డెలివరీ చేస్తారో ఎంచుకోండి.',
    notFound: 'అయ్యో! పేజీ దొరకలేదు',
    font: /\/assets\/noto-sans-telugu-\d{3}-[0-9a-f]+\.woff2$/,
    input: /\/assets\/noto-sans-telugu-input-\d{3}-[0-9a-f]+\.woff2$/,
    label: /\/assets\/noto-sans-telugu-labels-\d{3}-[0-9a-f]+\.woff2$/,
  },
  hi: {
    mainNav: 'मुख्य मेन्यू',
    menu: 'मेन्यू',
    faq: 'सवाल-जवाब',
    language: 'भाषा',
    blogSearch: 'लेख खोजें',
    blogCategory: 'श्रेणी',
    community: 'समुदाय',
    noResults: 'कोई नतीजा नहीं मिला',
    clearFilters: 'फ़िल्टर हटाएँ',
    stores: 'दुकानें',
    pincode: 'पिनकोड',
    findStores: 'दुकानें खोजें',
    comingSoon: 'हम जल्द ही आपके इलाके में आ रहे हैं',
    contactForm: 'हमसे संपर्क करें',
    name: 'नाम',
    send: 'मैसेज भेजें',
    nameRequired: 'कृपया अपना नाम बताएँ।',
    partnerForm: 'डिलीवरी पार्टनर आवेदन',
    partnerSend: 'आवेदन भेजें',
    vehicleRequired: 'कृपया चुनें कि आप डिलीवरी कैसे करेंगे।',
    notFound: 'ओह! पेज नहीं मिला',
    font: /\/assets\/noto-sans-devanagari-\d{3}-[0-9a-f]+\.woff2$/,
    input: /\/assets\/noto-sans-devanagari-input-\d{3}-[0-9a-f]+\.woff2$/,
    label: /\/assets\/noto-sans-devanagari-labels-\d{3}-[0-9a-f]+\.woff2$/,
  },
} as const;

const FRAMEWORK = /\/assets\/(react|framework|entry\.client|manifest|root|hydrate)-/;

interface Opened {
  page: Page;
  scripts: string[];
  fonts: string[];
  /**
   * The fonts fetched as the page loaded at the top, before the test scrolled to its islands
   * (scrolling brings the footer near, and its language names take their few-glyph fonts).
   */
  fontsAtTop: string[];
  problems: string[];
}

let browser: Browser;
launchForFile((launched) => (browser = launched));

async function open(path: string, width = 1280): Promise<Opened> {
  const watched = await watchedPage(browser, { width, height: 800 });
  await watched.page.goto(`${siteUrl}${path}`, { waitUntil: 'networkidle' });
  const fontsAtTop = [...watched.fonts];
  await hydrateIslands(watched.page);
  return { ...watched, fontsAtTop };
}

describe.each(Object.entries(LANGUAGES))('in %s', (locale, words) => {
  test(`/${locale}/faqs: no framework, <html lang>, hreflang, the bar and the FAQ`, async () => {
    const { page, scripts, fonts, problems } = await open(`/${locale}/faqs`);
    expect(scripts.filter((url) => FRAMEWORK.test(url))).toEqual([]);
    const modules = await page.$$eval('script[type="module"]', (tags) =>
      tags.map((tag) => new URL((tag as HTMLScriptElement).src).pathname),
    );
    expect(modules).toEqual([expect.stringMatching(/^\/assets\/nav-[\w-]+\.js$/)]);
    expect(await page.getAttribute('html', 'lang')).toBe(locale);
    const alternates = await page.$$eval('link[rel="alternate"][hreflang]', (links) =>
      links.map((link) => [link.getAttribute('hreflang'), (link as HTMLLinkElement).href]),
    );
    expect(alternates).toEqual([
      ['en', `${siteUrl}/faqs`],
      ['te', `${siteUrl}/te/faqs`],
      ['hi', `${siteUrl}/hi/faqs`],
      ['x-default', `${siteUrl}/faqs`],
    ]);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${siteUrl}/${locale}/faqs`,
    );
    expect(fonts.some((url) => words.font.test(url))).toBe(true);
    // The bar: white with a shadow past 10 px.
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect
      .poll(() => page.locator('header[data-nav-header]').getAttribute('data-scrolled'))
      .toBe('true');
    // FAQ answers open and close by click.
    const item = page.locator('details').first();
    const answer = item.locator('summary + *');
    expect(await answer.isVisible()).toBe(false);
    await item.locator('summary').click();
    await expect.poll(() => answer.isVisible()).toBe(true);
    await expectNoAxeViolations(page, `${locale} faq open`);
    await item.locator('summary').click();
    await expect.poll(() => answer.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test(`/${locale}/blog/1 at 375 px: the menu opens, closes and closes on a link`, async () => {
    const { page, problems } = await open(`/${locale}/blog/1`, 375);
    const toggle = page.getByRole('button', { name: words.menu });
    const faq = page.getByRole('navigation', { name: words.mainNav }).getByRole('link', {
      name: words.faq,
      exact: true,
    });
    expect(await faq.isVisible()).toBe(false);
    await toggle.click();
    await expect.poll(() => faq.isVisible()).toBe(true);
    await expectNoAxeViolations(page, `${locale} menu open`);
    await toggle.click();
    await expect.poll(() => faq.isVisible()).toBe(false);
    await toggle.click();
    await withoutPrerender(page);
    await faq.click();
    await page.waitForURL(`${siteUrl}/${locale}/faqs`);
    await expect.poll(() => faq.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test(`/${locale}/blog: the filter and "No Results Found" in the language`, async () => {
    const { page, problems } = await open(`/${locale}/blog`);
    const cards = page.locator(`[data-island="blog-list"] a[href^="/${locale}/blog/"]`);
    expect(await cards.count()).toBe(6);
    await page.getByLabel(words.blogCategory).selectOption({ label: words.community });
    await expect.poll(() => cards.count()).toBeLessThan(6);
    await page.getByLabel(words.blogSearch).fill('zzzz-nothing-matches');
    await expect.poll(() => page.getByText(words.noResults).isVisible()).toBe(true);
    await expectNoAxeViolations(page, `${locale} blog no results`);
    await page.getByRole('button', { name: words.clearFilters }).click();
    await expect.poll(() => cards.count()).toBe(6);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test(`/${locale}/: the store finder and the contact form speak the language`, async () => {
    const { page, problems } = await open(`/${locale}/`);
    const finder = page
      .locator('[data-island="store-finder"]')
      .getByRole('search', { name: words.stores });
    await finder.getByLabel(words.pincode).fill('999999');
    await finder.getByRole('button', { name: words.findStores }).click();
    await expect
      .poll(() => page.getByText(words.comingSoon, { exact: true }).isVisible())
      .toBe(true);
    const form = page
      .locator('[data-island="contact-form"]')
      .getByRole('form', { name: words.contactForm });
    await form.getByRole('button', { name: words.send }).click();
    const name = form.getByLabel(words.name, { exact: true });
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => form.getByText(words.nameRequired).isVisible()).toBe(true);
    await expectNoAxeViolations(page, `${locale} landing islands`);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test(`/${locale}/deliver-with-us: the partner form's messages in the language`, async () => {
    const { page, problems } = await open(`/${locale}/deliver-with-us`);
    const form = page.getByRole('form', { name: words.partnerForm });
    await form.getByRole('button', { name: words.partnerSend }).click();
    await expect.poll(() => form.getByText(words.vehicleRequired).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test(`/${locale}/ unknown paths get the ${locale} not-found page with status 404`, async () => {
    const response = await fetch(`${siteUrl}/${locale}/no-such-page`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<html lang="${locale}">`);
    expect(html).toContain(words.notFound);
  });
});

describe('the language switcher', () => {
  test('keeps the page from /te/faqs to /hi/faqs to /faqs and remembers the choice', async () => {
    const { page, problems } = await open('/te/faqs');
    const switcher = (label: string) => page.getByRole('group', { name: label });
    const current = switcher('భాష').getByRole('link', { name: 'తెలుగు' });
    expect(await current.getAttribute('aria-current')).toBe('true');
    expect(await current.getAttribute('lang')).toBe('te');
    await withoutPrerender(page);
    await switcher('భాష').getByRole('link', { name: 'हिन्दी' }).click();
    await page.waitForURL(`${siteUrl}/hi/faqs`);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('hi');
    const english = switcher('भाषा').getByRole('link', { name: 'English' });
    expect(await english.getAttribute('hreflang')).toBe('en');
    await withoutPrerender(page);
    await english.click();
    await page.waitForURL(`${siteUrl}/faqs`);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
    // The footer's switcher links to the same page too.
    const footer = page.getByRole('navigation', { name: 'Language' });
    expect(await footer.getByRole('link', { name: 'తెలుగు' }).getAttribute('href')).toBe('/te/faqs');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  /** Presses a language of the footer's switcher with the keyboard (focus, then Enter). */
  async function pressLink(page: Page, switcher: string, language: string) {
    const link = page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: switcher })
      .getByRole('link', { name: language });
    await link.focus();
    await link.press('Enter');
  }

  test('a returning visitor who chose Telugu comes back to Telugu; choosing English sticks', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${siteUrl}/faqs`, { waitUntil: 'load' });
    await withoutPrerender(page);
    // Pressed from the keyboard: a click here once stalled until the test's time ran out on a
    // loaded machine (cause not found); a key press skips the click's wait for a still target.
    await pressLink(page, 'Language', 'తెలుగు');
    await page.waitForURL(/\/te\/faqs$/, { waitUntil: 'commit' });
    // Later, from a bookmark or a search result: the English address opens in Telugu.
    await page.goto(`${siteUrl}/about`, { waitUntil: 'load' });
    await expect.poll(() => new URL(page.url()).pathname).toBe('/te/about');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('te');
    // Choosing English in the switcher is remembered too: English pages stay English.
    await withoutPrerender(page);
    await pressLink(page, 'భాష', 'English');
    await page.waitForURL((url) => url.pathname === '/about', { waitUntil: 'commit' });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
    // With English remembered, the English address stays English.
    await page.goto(`${siteUrl}/faqs`, { waitUntil: 'load' });
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(new URL(page.url()).pathname).toBe('/faqs');
    await context.close();
  });

  test('a first visit is never redirected, whatever the browser language', async () => {
    const context = await browser.newContext({ locale: 'te-IN' });
    const page = await context.newPage();
    await page.goto(`${siteUrl}/`, { waitUntil: 'load' });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await context.close();
  });
});

describe('fonts', () => {
  /** Whether every face of a family that the page uses has loaded (is drawn, not boxes). */
  const loaded = (page: Page, family: string) =>
    page.evaluate(async (name) => {
      await document.fonts.ready;
      const faces = [...document.fonts].filter((face) => face.family.replace(/"/g, '') === name);
      return faces.length > 0 && faces.some((face) => face.status === 'loaded');
    }, family);

  test("English pages download no page font, only the switcher's few-glyph names", async () => {
    for (const path of ['/', '/faqs', '/blog/1']) {
      // Wide: the bar shows the short names (తె, हि) at once.
      const { page, fonts } = await open(path);
      const noto = fonts.filter((url) => /noto/i.test(url));
      expect(
        noto.filter((url) => LANGUAGES.te.font.test(url) || LANGUAGES.hi.font.test(url)),
        path,
      ).toEqual([]);
      expect(
        noto.every((url) => LANGUAGES.te.label.test(url) || LANGUAGES.hi.label.test(url)),
        path,
      ).toBe(true);
      expect(await loaded(page, 'Noto Sans Telugu Labels'), path).toBe(true);
      expect(await loaded(page, 'Noto Sans Devanagari Labels'), path).toBe(true);
      await page.context().close();
    }
  });

  test('each language downloads its own page font, and the other script only for its name', async () => {
    const te = await open('/te/');
    expect(te.fonts.some((url) => LANGUAGES.te.font.test(url))).toBe(true);
    expect(te.fonts.some((url) => LANGUAGES.hi.font.test(url))).toBe(false);
    expect(te.fonts.some((url) => LANGUAGES.te.label.test(url))).toBe(false);
    expect(await loaded(te.page, 'Noto Sans Telugu')).toBe(true);
    expect(await loaded(te.page, 'Noto Sans Devanagari Labels')).toBe(true);
    await te.page.context().close();
    const hi = await open('/hi/about');
    expect(hi.fonts.some((url) => LANGUAGES.hi.font.test(url))).toBe(true);
    expect(hi.fonts.some((url) => LANGUAGES.te.font.test(url))).toBe(false);
    expect(await loaded(hi.page, 'Noto Sans Devanagari')).toBe(true);
    await hi.page.context().close();
  });

  test("a page downloads one file of its script, and the typed text's face only once a visitor types", async () => {
    const te = await open('/te/contact', 390);
    expect(te.fontsAtTop.filter((url) => /noto/i.test(url))).toHaveLength(1);
    expect(te.fonts.filter((url) => LANGUAGES.te.font.test(url))).toHaveLength(1);
    // No bold file: this Chromium has no Telugu font of its own, so bold is the regular made bold.
    const bold = await te.page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter(
        (face) => face.weight === '700' && /Telugu"?$/.test(face.family),
      ).length;
    });
    expect(bold).toBe(0);
    const field = te.page.getByLabel(LANGUAGES.te.name, { exact: false }).first();
    await field.fill('క్షేమంగా శ్రీనివాస్');
    await expect.poll(() => te.fonts.filter((url) => LANGUAGES.te.input.test(url)).length).toBe(1);
    await expect.poll(() => loaded(te.page, 'Noto Sans Telugu Input')).toBe(true);
    expect(await field.evaluate((input) => getComputedStyle(input).fontFamily)).toMatch(
      /^"Noto Sans Telugu Input"/,
    );
    await te.page.context().close();
    // A placeholder is the page's words, drawn by the page's file: the search field's does not
    // fetch the typed text's face.
    const blog = await open('/te/blog', 390);
    expect(await blog.page.getByPlaceholder('శీర్షిక లేదా సారాంశంతో వెతకండి').isVisible()).toBe(true);
    expect(await loaded(blog.page, 'Noto Sans Telugu')).toBe(true);
    expect(blog.fonts.filter((url) => LANGUAGES.te.input.test(url))).toEqual([]);
    await blog.page.context().close();
  });

  test('no page preloads a font (a preload would download it even where the phone has it)', async () => {
    for (const path of ['/', '/te/', '/hi/contact']) {
      const { page } = await open(path);
      expect(await page.locator('link[rel="preload"][as="font"]').count(), path).toBe(0);
      await page.context().close();
    }
  });
});

describe('sitemap.xml', () => {
  test('lists every page in each language with its hreflang alternates', async () => {
    const xml = await (await fetch(`${siteUrl}/sitemap.xml`)).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(locs).toContain(`${siteUrl}/te/`);
    expect(locs).toContain(`${siteUrl}/hi/shipping-policy`);
    expect(locs).toHaveLength(63);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="te" href="${siteUrl}/te/blog/2"/>`,
    );
  });
});
