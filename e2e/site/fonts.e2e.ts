// The font subsets draw the pages exactly as the full fonts do (issue 26): every word each te
// and hi page shows (text, shown attributes, islands' props) is drawn in Chromium with the
// subset the site serves and with the full Noto font it was cut from, each with the site's
// unicode-range, and the pictures must match: no 8 x 8 pixel block (at 48 px) may differ by more
// than a fifth of its ink. (Hinting and contour flags differ between a subset and its source,
// which moves anti-aliasing at glyph edges; a lost glyph, or ై drawn without the length mark it
// decomposes to, changes 4 to 80 blocks.) The typed text's faces are checked the same way with
// the pages' words and syllables a visitor may type, and the switcher's few-glyph fonts with its
// names.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import {
  toTrueType,
  typedCharacters,
  typedSyllables,
} from '../../apps/site/scripts/font-glyphs.mjs';
import {
  cmapCodePoints,
  fontCodePoints,
  fontFaces,
  pageText,
} from '../../apps/site/scripts/fonts.mjs';
import { launchChromium } from '../support/chromium';

const siteUrl = inject('siteUrl');
const require = createRequire(new URL('../../apps/site/package.json', import.meta.url));

const SCRIPTS = {
  te: { family: 'Noto Sans Telugu', package: 'noto-sans-telugu', letters: /[\u0C00-\u0C7F]/u },
  hi: {
    family: 'Noto Sans Devanagari',
    package: 'noto-sans-devanagari',
    letters: /[\u0900-\u097F]/u,
  },
} as const;
type Lang = keyof typeof SCRIPTS;

/** The full font a subset was cut from (what the site served before issue 26). */
const fullFont = (lang: Lang, weight: string) =>
  readFileSync(
    require.resolve(
      `@fontsource/${SCRIPTS[lang].package}/files/${SCRIPTS[lang].package}-${SCRIPTS[lang].package.replace('noto-sans-', '')}-${weight}-normal.woff2`,
    ),
  );

const get = async (path: string) => {
  const response = await fetch(`${siteUrl}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response;
};

/** Every page path of the site, from its sitemap. */
async function sitePaths(): Promise<string[]> {
  const xml = await (await get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname);
}

/** The distinct words in `lang`'s script of the pages given (of that script's text). */
async function wordsOf(paths: string[], lang: Lang): Promise<string[]> {
  const words = new Set<string>();
  for (const path of paths) {
    const text = pageText(await (await get(path)).text()).text.get(lang) ?? '';
    for (const word of text.split(/[\s\u00A0.,;:!?()"'“”‘’\-–—/]+/)) {
      if (SCRIPTS[lang].letters.test(word)) words.add(word);
    }
  }
  return [...words].sort();
}

/** The published faces (family, weight, URL) of the site's stylesheet. */
async function publishedFaces() {
  const html = await (await get('/')).text();
  const sheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
  if (!sheet) throw new Error('the home page links no stylesheet');
  return fontFaces(await (await get(sheet)).text());
}

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchChromium();
  page = await (await browser.newContext()).newPage();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Draws `words` in lines with each font (at 32 px, this weight) and answers the lines whose
 * pictures differ, or "the fonts did not load".
 */
async function differences(
  words: string[],
  subset: Buffer,
  full: Buffer,
  face: { weight: string; unicodeRange: string },
) {
  return page.evaluate(
    async ({ words, subset, full, weight, unicodeRange }) => {
      const bytes = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const faces = [
        new FontFace('Subset Under Test', bytes(subset), { weight, unicodeRange }),
        new FontFace('Full Font', bytes(full), { weight, unicodeRange }),
      ];
      for (const face of faces) document.fonts.add(await face.load());
      const [width, height, block] = [4800, 100, 8];
      const draw = (family: string, line: string) => {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d canvas');
        context.font = `${weight} 48px "${family}", sans-serif`;
        context.fillText(line, 4, 70);
        return context.getImageData(0, 0, width, height).data;
      };
      /** Whether any block's ink (alpha) differs by more than a fifth of the block. */
      const differ = (a: Uint8ClampedArray, b: Uint8ClampedArray) => {
        for (let y = 0; y < height; y += block) {
          for (let x = 0; x < width; x += block) {
            let ink = 0;
            for (let dy = 0; dy < block; dy += 1) {
              for (let dx = 0; dx < block; dx += 1) {
                const at = ((y + dy) * width + x + dx) * 4 + 3;
                ink += (a[at] ?? 0) - (b[at] ?? 0);
              }
            }
            if (Math.abs(ink) > (block * block * 255) / 5) return true;
          }
        }
        return false;
      };
      const lines: string[] = [];
      for (let i = 0; i < words.length; i += 6) lines.push(words.slice(i, i + 6).join(' '));
      const different: string[] = [];
      for (const line of lines) {
        if (differ(draw('Subset Under Test', line), draw('Full Font', line))) different.push(line);
      }
      for (const face of faces) document.fonts.delete(face);
      return different;
    },
    {
      words,
      subset: subset.toString('base64'),
      full: full.toString('base64'),
      weight: face.weight,
      unicodeRange: face.unicodeRange,
    },
  );
}

describe('font subsets', () => {
  for (const lang of ['te', 'hi'] as const) {
    test(`the ${lang} pages' words look the same in the subsets as in the full font`, async () => {
      const paths = (await sitePaths()).filter((path) => path.startsWith(`/${lang}/`));
      const words = await wordsOf(paths, lang);
      expect(words.length).toBeGreaterThan(100);
      const faces = (await publishedFaces()).filter((face) => face.family === SCRIPTS[lang].family);
      // One file per language: bold is the regular made bold where the phone lacks the font.
      expect(faces.map((face) => face.weight)).toEqual(['400']);
      for (const face of faces) {
        const subset = Buffer.from(await (await get(face.url)).arrayBuffer());
        const full = fullFont(lang, face.weight);
        expect(await differences(words, subset, full, face), face.weight).toEqual([]);

        // The comparison sees a lost glyph: a letter the full font has and the subset lacks.
        const inSubset = await fontCodePoints(subset);
        const absent = [...(await fontCodePoints(full))].find(
          (codePoint) =>
            SCRIPTS[lang].letters.test(String.fromCodePoint(codePoint)) && !inSubset.has(codePoint),
        );
        expect(absent).toBeDefined();
        const word = `${words[0]}${String.fromCodePoint(absent ?? 0)}`;
        expect(await differences([word], subset, full, face)).toEqual([word]);
      }
    });
  }

  for (const lang of ['te', 'hi'] as const) {
    test(`what a visitor types in ${lang} looks the same in the typed text's subset`, async () => {
      const face = (await publishedFaces()).find(
        (f) => f.family === `${SCRIPTS[lang].family} Input`,
      );
      if (!face) throw new Error(`no ${SCRIPTS[lang].family} Input face`);
      const subset = Buffer.from(await (await get(face.url)).arrayBuffer());
      const full = fullFont(lang, face.weight);
      const fullTrueType = await toTrueType(full);
      const syllables = typedSyllables(lang, typedCharacters(lang, cmapCodePoints(fullTrueType)));
      // Every fourth syllable (the unit test shapes them all) and the pages' words.
      const typed = syllables.filter((_, i) => i % 4 === 0);
      const words = await wordsOf(
        (await sitePaths()).filter((path) => path.startsWith(`/${lang}/`)),
        lang,
      );
      expect(await differences([...typed, ...words], subset, full, face)).toEqual([]);
      // Thousands of syllables shaped in the browser and in Node: more than 30 s on a busy machine.
    }, 60_000);
  }

  test("the switcher's names look the same in their few-glyph fonts", async () => {
    const faces = await publishedFaces();
    for (const lang of ['te', 'hi'] as const) {
      const english = await wordsOf(['/', '/faqs'], lang);
      const other = await wordsOf([lang === 'te' ? '/hi/' : '/te/'], lang);
      const words = [...new Set([...english, ...other])];
      expect(words.length).toBeGreaterThan(0);
      const face = faces.find((f) => f.family === `${SCRIPTS[lang].family} Labels`);
      if (!face) throw new Error(`no ${SCRIPTS[lang].family} Labels face`);
      const subset = Buffer.from(await (await get(face.url)).arrayBuffer());
      expect(await differences(words, subset, fullFont(lang, face.weight), face)).toEqual([]);
    }
  });
});
