// Web fonts a page downloads, measured in Chromium (issue 26): each page of the built site loaded
// and scrolled to its end (so the footer's switcher is drawn too), with and without the phone's
// own Noto fonts. Without: a fontconfig that hides every Telugu and Devanagari font file, as on
// a phone that has none. With: Debian's fonts-noto-core, unpacked into bench/.tmp/noto by
// scripts/setup-bench-fonts.sh and shown to this Chromium alone (nothing is installed, so no
// other test on the machine sees them). The same two files set the fonts Lighthouse sees.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { pageLocale, type SiteLocale } from './bundles.js';
import { CHROMIUM_ARGS } from '../../scripts/chromium.mjs';
import { CHROME_PATH } from './lighthouse.js';
import { BENCH_DIR } from './paths.js';
import { serveDir } from './static-server.js';

export type FontWorld = 'none' | 'system';

/** Issue 26's aims, KB of font a page downloads where no system font serves; 0 where one does. */
export const FONT_AIM_KB: Record<SiteLocale, number | null> = { en: null, te: 45, hi: 60 };

const NOTO_DIR = join(BENCH_DIR, '.tmp/noto/root/usr/share/fonts/truetype/noto');
const CONFIG_DIR = join(BENCH_DIR, '.tmp/fontconfig');

/**
 * The fontconfig file of a world: the system's fonts less any Telugu or Devanagari file
 * ('none'), or with the unpacked Noto fonts added ('system'); null when those are not unpacked.
 */
export function fontconfigFile(world: FontWorld): string | null {
  if (world === 'system' && !existsSync(NOTO_DIR)) return null;
  mkdirSync(CONFIG_DIR, { recursive: true });
  const file = join(CONFIG_DIR, `${world}.conf`);
  writeFileSync(
    file,
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
      '<fontconfig>',
      '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
      world === 'system'
        ? `  <dir>${NOTO_DIR}</dir>`
        : '  <selectfont><rejectfont><glob>*Telugu*</glob><glob>*Devanagari*</glob></rejectfont></selectfont>',
      `  <cachedir>${join(CONFIG_DIR, `cache-${world}`)}</cachedir>`,
      '</fontconfig>',
      '',
    ].join('\n'),
  );
  return file;
}

export interface PageFonts {
  page: string;
  /** Bytes of web fonts downloaded without a system font, and with the phone's Noto fonts. */
  none: number;
  system: number | null;
}

/** Bytes of font responses each page causes in one world, page by page in a fresh context. */
async function downloads(url: string, pages: string[], config: string): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROMIUM_ARGS,
    env: { ...process.env, FONTCONFIG_FILE: config },
  });
  const sizes: number[] = [];
  try {
    for (const page of pages) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const tab = await context.newPage();
      const bodies: Promise<number>[] = [];
      tab.on('response', (response) => {
        if (response.request().resourceType() !== 'font') return;
        bodies.push(
          response.body().then(
            (body) => body.length,
            () => 0,
          ),
        );
      });
      await tab.goto(`${url}${page}`, { waitUntil: 'load' });
      // In the page (a string: this package's TypeScript has no DOM types).
      await tab.evaluate(`(async () => {
        window.scrollTo(0, document.body.scrollHeight);
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)));
        await document.fonts.ready;
      })()`);
      await tab.waitForLoadState('networkidle');
      sizes.push((await Promise.all(bodies)).reduce((sum, size) => sum + size, 0));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return sizes;
}

/** Every page's font downloads in both worlds ('system' null when the fonts are not unpacked). */
export async function measureFonts(dist: string, pages: string[]): Promise<PageFonts[]> {
  const { server, url } = await serveDir(dist, 'site');
  try {
    const none = await downloads(url, pages, fontconfigFile('none') ?? '');
    const systemConfig = fontconfigFile('system');
    const system = systemConfig ? await downloads(url, pages, systemConfig) : null;
    return pages.map((page, i) => ({ page, none: none[i] ?? 0, system: system?.[i] ?? null }));
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A line for the aims missed by a page's fonts, or null. */
export function fontMissed(row: PageFonts): string | null {
  const aim = FONT_AIM_KB[pageLocale(row.page).locale];
  const misses: string[] = [];
  if (aim !== null && row.none / 1024 > aim) {
    misses.push(
      `${(row.none / 1024).toFixed(1)} KB of font without a system font, aim at most ${aim} KB`,
    );
  }
  if (row.system !== null && row.system > 0) {
    misses.push(`${(row.system / 1024).toFixed(1)} KB of font with the phone's Noto fonts, aim 0`);
  }
  return misses.length ? `Site ${row.page}: ${misses.join('; ')}` : null;
}
