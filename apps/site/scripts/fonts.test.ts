// @vitest-environment node
// The build's font step (./fonts.mjs): which text each font must draw, the check that fails the
// build when a page shows a character its subset lacks (on real harfbuzz subsets), and the
// loader that starts a te/hi page's fonts local() first instead of preloading them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  faceCharacters,
  fontCodePoints,
  fontFaces,
  missingCharacters,
  pageText,
  runtimeText,
  withFontLoader,
  type FontFaceRule,
} from './fonts.mjs';
import { subsetToGlyphs, toTrueType } from './font-glyphs.mjs';

const require = createRequire(import.meta.url);
const TELUGU_BOLD = readFileSync(
  require.resolve('@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-700-normal.woff2'),
);
const TELUGU_RANGE = 'U+0C00-0C7F, U+200C-200D';

const page = (lang: string, body: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>t</title><link rel="stylesheet" href="/assets/style-1.css"/></head><body>${body}</body></html>`;

async function subsetFace(family: string, text: string) {
  const codePoints = [...text].map((character) => character.codePointAt(0) ?? 0);
  const subset = await subsetToGlyphs(await toTrueType(TELUGU_BOLD), codePoints, []);
  return {
    family,
    weight: '700',
    unicodeRange: TELUGU_RANGE,
    codePoints: await fontCodePoints(subset),
  };
}

describe('pageText', () => {
  it('files text under the language it is in: the nearest lang, then <html lang>', () => {
    const { lang, text } = pageText(
      page('en', '<p>Hello <a lang="te" href="/te/">తెలుగు</a> and <a lang="hi">हिन्दी</a></p>'),
    );
    expect(lang).toBe('en');
    expect(text.get('te')?.trim()).toBe('తెలుగు');
    expect(text.get('hi')?.trim()).toBe('हिन्दी');
    expect(text.get('en')).toContain('Hello');
  });

  it('counts shown attributes and island props, not scripts, styles or addresses', () => {
    const { text } = pageText(
      page(
        'te',
        '<img alt="దుకాణం" src="/ఫ.svg"/><input placeholder="పేరు"/>' +
          '<div data-island="x" data-props="{&quot;sent&quot;:&quot;పంపాము&quot;,&quot;n&quot;:[&quot;ధన్యవాదాలు&quot;]}"></div>' +
          '<script type="application/ld+json">{"name":"ఖ"}</script><style>.ఝ{}</style>',
      ),
    );
    const te = text.get('te') ?? '';
    for (const word of ['దుకాణం', 'పేరు', 'పంపాము', 'ధన్యవాదాలు']) expect(te).toContain(word);
    for (const absent of ['ఫ', 'ఖ', 'ఝ']) expect(te).not.toContain(absent);
  });
});

describe('faceCharacters', () => {
  const css = readFileSync(new URL('../app/styles/fonts.css', import.meta.url), 'utf8');
  const faces = fontFaces(css);

  it('gives a page family its own pages and a label family the other languages pages', () => {
    const pages = [
      pageText(page('te', '<p>కిరాణా</p><a lang="hi">हिन्दी</a>')),
      pageText(page('en', '<p>Kirana ₹</p><a lang="te">తెలుగు</a><a lang="hi">हिन्दी</a>')),
      pageText(page('hi', '<p>किराना ₹</p><a lang="te">తెలుగు</a>')),
    ];
    const of = (family: string, weight = '700') => {
      const face = faces.find((f) => f.family === family && f.weight === weight);
      if (!face) throw new Error(`fonts.css has no ${family} ${weight}`);
      return [...faceCharacters(face, pages)].sort().join('');
    };
    expect(of('Noto Sans Telugu', '400')).toBe([...new Set('కిరాణా')].sort().join(''));
    expect(of('Noto Sans Telugu Labels')).toBe([...new Set('తెలుగు')].sort().join(''));
    // The rupee sign is in the Devanagari page font's range: hi pages draw it, en pages do not.
    expect(of('Noto Sans Devanagari', '400')).toContain('₹');
    // The typed text's face draws the pages' words too (a field may show them).
    expect(of('Noto Sans Telugu Input', '400')).toBe([...new Set('కిరాణా')].sort().join(''));
    expect(of('Noto Sans Devanagari Labels')).toBe([...new Set('हिन्दी')].sort().join(''));
  });

  it('adds the canonical parts a vowel sign is drawn from', () => {
    const face = faces.find((f) => f.family === 'Noto Sans Telugu' && f.weight === '400');
    if (!face) throw new Error('fonts.css has no Noto Sans Telugu 400');
    const characters = faceCharacters(face, [pageText(page('te', '<p>హైదరాబాద్</p>'))]);
    expect(characters.has('\u0C48')).toBe(true);
    expect(characters.has('\u0C56')).toBe(true);
  });
});

describe('runtimeText', () => {
  it("holds every month's and weekday's name the islands may write at run time", () => {
    const telugu = runtimeText('te');
    for (const word of ['జనవరి', 'డిసెంబర్', 'ఆదివారం', 'శనివారం']) expect(telugu).toContain(word);
    const hindi = runtimeText('hi');
    for (const word of ['जनवरी', 'दिसंबर', 'रविवार', 'शनिवार']) expect(hindi).toContain(word);
    expect(runtimeText('en')).toBe('');
  });
});

describe('missingCharacters (the build fails on any)', () => {
  it('passes a page whose characters its subset holds', async () => {
    const face = await subsetFace('Noto Sans Telugu', 'తెలుగు భాష');
    expect(
      missingCharacters([{ path: '/te/a', html: page('te', '<p>తెలుగు భాష</p>') }], [face]),
    ).toEqual([]);
  });

  it('names the page, the character and the subset when the subset lacks one', async () => {
    const face = await subsetFace('Noto Sans Telugu', 'తెలుగు');
    expect(
      missingCharacters([{ path: '/te/about', html: page('te', '<h1>తెలుగు భాష</h1>') }], [face]),
    ).toEqual([
      '/te/about shows "భ" (U+0C2D), which the Noto Sans Telugu 700 subset lacks',
      '/te/about shows "ా" (U+0C3E), which the Noto Sans Telugu 700 subset lacks',
      '/te/about shows "ష" (U+0C37), which the Noto Sans Telugu 700 subset lacks',
    ]);
  });

  it("checks the switcher's names on other pages against the label subset", async () => {
    const face = await subsetFace('Noto Sans Telugu Labels', 'తె');
    const problems = missingCharacters(
      [{ path: '/about', html: page('en', '<a lang="te" href="/te/about">తెలుగు</a>') }],
      [face],
    );
    expect(problems).toEqual([
      '/about shows "ల" (U+0C32), which the Noto Sans Telugu Labels 700 subset lacks',
      '/about shows "ు" (U+0C41), which the Noto Sans Telugu Labels 700 subset lacks',
      '/about shows "గ" (U+0C17), which the Noto Sans Telugu Labels 700 subset lacks',
    ]);
  });
});

describe('withFontLoader', () => {
  const faces: FontFaceRule[] = [
    {
      family: 'Noto Sans Telugu',
      weight: '400',
      display: 'swap',
      src: "local('Noto Sans Telugu Regular'),url(/assets/t-400.woff2)format('woff2')",
      unicodeRange: TELUGU_RANGE,
      url: '/assets/t-400.woff2',
    },
    {
      family: 'Noto Sans Telugu Input',
      weight: '400',
      display: 'swap',
      src: "local('Noto Sans Telugu Regular'),url(/assets/t-input-400.woff2)format('woff2')",
      unicodeRange: TELUGU_RANGE,
      url: '/assets/t-input-400.woff2',
    },
    {
      family: 'Noto Sans Telugu Labels',
      weight: '700',
      display: 'swap',
      src: 'url(/assets/l.woff2)',
      unicodeRange: TELUGU_RANGE,
      url: '/assets/l.woff2',
    },
  ];

  /**
   * Runs a loader script against a stand-in FontFace whose load() succeeds for the sources in
   * `onPhone` (and for url() ones) and fails for other local() sources; answers what the page's
   * font set holds once the loads have settled, and what was asked to load.
   */
  async function run(script: string, onPhone: string[]) {
    const added: string[] = [];
    const loading: string[] = [];
    class StubFontFace {
      constructor(
        readonly family: string,
        readonly source: string,
        readonly descriptors: { weight: string },
      ) {}
      load() {
        loading.push(`${this.family} ${this.descriptors.weight}`);
        const found =
          this.source.includes('url(') || onPhone.some((name) => this.source.includes(name));
        return found ? Promise.resolve(this) : Promise.reject(new Error('not found'));
      }
    }
    const document = {
      fonts: {
        add: (face: StubFontFace) => added.push(`${face.family} ${face.descriptors.weight}`),
      },
    };
    new Function('document', 'FontFace', script)(document, StubFontFace);
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { added: added.sort(), loading: loading.sort() };
  }

  it("starts a page's own faces before its stylesheet, local() first, without a preload", () => {
    const { html, script } = withFontLoader(page('te', '<p>x</p>'), faces);
    expect(html.indexOf(`<script>${script}</script>`)).toBeLessThan(
      html.indexOf('rel="stylesheet"'),
    );
    expect(script).toContain('new FontFace');
    expect(script).toContain("local('Noto Sans Telugu Regular')");
    expect(script).not.toContain('/assets/l.woff2');
    expect(html).not.toMatch(/rel="preload"/);
  });

  it("uses the phone's own bold where it has one, and leaves bold to the browser where it has none", async () => {
    const { script } = withFontLoader(page('te', '<p>x</p>'), faces);
    expect(script).not.toContain('url(/assets/t-bold');
    expect(await run(script, [])).toEqual({
      added: ['Noto Sans Telugu 400'],
      loading: ['Noto Sans Telugu 400', 'Noto Sans Telugu 700'],
    });
    expect((await run(script, ['Noto Sans Telugu Bold'])).added).toEqual([
      'Noto Sans Telugu 400',
      'Noto Sans Telugu 700',
    ]);
  });

  it("leaves the typed text's face to the stylesheet (it downloads once a visitor types)", async () => {
    const { script } = withFontLoader(page('te', '<p>x</p>'), faces);
    expect(script).not.toContain('t-input-400');
    expect((await run(script, [])).loading).not.toContain('Noto Sans Telugu Input 400');
  });

  it('leaves a page of another language alone', () => {
    const html = page('en', '<p>x</p>');
    expect(withFontLoader(html, faces)).toEqual({ html, script: '' });
  });
});
