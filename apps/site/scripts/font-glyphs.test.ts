// @vitest-environment node
// Fonts cut to glyphs (./font-glyphs.mjs): a subset must draw every word it was cut for, and every
// syllable a visitor may type, exactly as the full font does (the same outlines at the same
// positions), while holding far fewer glyphs than the full font.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { cmapCodePoints } from './fonts.mjs';
import {
  glyphsOf,
  shape,
  shaper,
  subsetToGlyphs,
  toTrueType,
  typedCharacters,
  typedSyllables,
  wordsOf,
} from './font-glyphs.mjs';

const require = createRequire(import.meta.url);
const source = (name: string) => toTrueType(readFileSync(require.resolve(`@fontsource/${name}`)));

type Font = ReturnType<typeof shaper>;
/** What a text looks like in a font: each glyph's outline and position. */
const drawn = (font: Font, text: string) =>
  shape(font, text).map(
    (glyph) =>
      `${font.glyphToPath(glyph.codepoint)} ${glyph.xAdvance} ${glyph.xOffset} ${glyph.yOffset}`,
  );

async function cut(ttf: Buffer, texts: Iterable<string>) {
  const list = [...texts];
  const codePoints = new Set(
    list
      .join('')
      .split('')
      .map((character) => character.charCodeAt(0)),
  );
  const woff2 = await subsetToGlyphs(ttf, codePoints, glyphsOf(shaper(ttf), list));
  return { woff2, font: shaper(await toTrueType(woff2)) };
}

/** The texts among `texts` that `subset` draws otherwise than `full`. */
const drawnOtherwise = (full: Font, subset: Font, texts: Iterable<string>) =>
  [...texts].filter((text) => drawn(full, text).join('\n') !== drawn(subset, text).join('\n'));

const TELUGU_WORDS = wordsOf('మీ కిరాణా దుకాణాన్ని నమోదు చేయండి. స్టోర్ స్థితి, క్షమించండి, ద్విచక్ర వాహనం, ప్రశ్నలు, శ్రీ');
const HINDI_WORDS = wordsOf(
  'अपनी किराना दुकान पंजीकृत करें। स्टोर की स्थिति, क्षमा करें, द्विपहिया, प्रश्न, श्री, र्क',
);

describe('subsetToGlyphs over glyphsOf', () => {
  it('draws every Telugu and Hindi word it was cut for as the full font does', async () => {
    for (const [name, words] of [
      ['noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff2', TELUGU_WORDS],
      ['noto-sans-telugu/files/noto-sans-telugu-telugu-700-normal.woff2', TELUGU_WORDS],
      ['noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2', HINDI_WORDS],
    ] as const) {
      const full = await source(name);
      const { font } = await cut(full, words);
      expect(drawnOtherwise(shaper(full), font, words)).toEqual([]);
    }
  });

  it('draws a conjunct it was not cut for otherwise (the comparison above sees a lost glyph)', async () => {
    const full = await source('noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff2');
    const { font } = await cut(full, ['కష', 'క్', 'ష']);
    expect(drawnOtherwise(shaper(full), font, ['క్ష'])).toEqual(['క్ష']);
  });

  it("keeps far fewer glyphs than the characters' conjunct closure", async () => {
    const full = await source('noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff2');
    const { woff2 } = await cut(full, TELUGU_WORDS);
    const glyphCount = (ttf: Buffer) => {
      const tables = ttf.readUInt16BE(4);
      for (let i = 0; i < tables; i += 1) {
        if (ttf.toString('latin1', 12 + i * 16, 16 + i * 16) === 'maxp')
          return ttf.readUInt16BE(ttf.readUInt32BE(12 + i * 16 + 8) + 4);
      }
      throw new Error('no maxp');
    };
    expect(glyphCount(await toTrueType(woff2))).toBeLessThan(glyphCount(full) / 4);
  });
});

describe('typedSyllables (what the Input faces keep for the forms)', () => {
  it('draws each consonant with each mark and in each two-consonant conjunct as the full font does', async () => {
    for (const [lang, name] of [
      ['te', 'noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff2'],
      ['hi', 'noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2'],
    ] as const) {
      const full = await source(name);
      const syllables = typedSyllables(lang, typedCharacters(lang, cmapCodePoints(full)));
      expect(syllables).toContain(lang === 'te' ? 'క్ష' : 'क्ष');
      const { font } = await cut(full, syllables);
      expect(drawnOtherwise(shaper(full), font, syllables)).toEqual([]);
    }
    // Thousands of syllables shaped twice in each script: 10 s on a quiet machine.
  }, 60_000);
});
