// Fonts cut to glyphs, not characters (issue 26): HarfBuzz (harfbuzzjs) shapes the words a face
// must draw, every glyph any shaping step passes through is kept, and the subsetter keeps those
// glyphs and the GSUB/GPOS rules among them, without closing over every conjunct the kept
// characters could form (which is most of an Indic font). ./fonts.mjs decides what each face
// must draw; this module only shapes and cuts.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';

/**
 * What visitors type in each page language's script (U+ ranges): the independent vowels and
 * consonants (`letters`, of which `consonants`), the vowel signs and other marks in everyday use
 * (`marks`: candrabindu, anusvara, visarga, the vowel signs, the virama; for Hindi also the nukta
 * and the candra vowel signs of English loan words), and the virama that joins consonants.
 * Historic letters, digits and fraction signs are left to the pages that show them.
 */
export const SCRIPTS = {
  te: {
    letters: [[0x0c05, 0x0c39]],
    consonants: [[0x0c15, 0x0c39]],
    marks: [
      [0x0c01, 0x0c03],
      [0x0c3e, 0x0c43],
      [0x0c46, 0x0c48],
      [0x0c4a, 0x0c4d],
    ],
    virama: 0x0c4d,
  },
  hi: {
    letters: [
      [0x0904, 0x0939],
      [0x0958, 0x095f],
    ],
    consonants: [
      [0x0915, 0x0939],
      [0x0958, 0x095f],
    ],
    marks: [
      [0x0901, 0x0903],
      [0x093c, 0x093c],
      [0x093e, 0x094d],
    ],
    virama: 0x094d,
  },
};

const within = (ranges, codePoint) =>
  ranges.some(([first, last]) => codePoint >= first && codePoint <= last);

/** The characters of a language's script that visitors type, of those a font maps. */
export function typedCharacters(lang, codePoints) {
  const { letters, marks } = SCRIPTS[lang];
  return [...codePoints].filter(
    (codePoint) => within(letters, codePoint) || within(marks, codePoint),
  );
}

/** A TrueType font from woff2 or TrueType bytes. */
export async function toTrueType(bytes) {
  return Buffer.from(await fontverter.convert(Buffer.from(bytes), 'truetype'));
}

/** A HarfBuzz font of TrueType bytes, for shaping. */
export function shaper(ttf) {
  return new hb.Font(new hb.Face(new hb.Blob(ttf)));
}

/** The glyphs and positions HarfBuzz draws `text` with (a browser's shaping: default features). */
export function shape(font, text) {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  return buffer.getGlyphInfosAndPositions();
}

/**
 * Every glyph that shaping any of `texts` passes through: the drawn ones and the intermediate
 * forms later rules start from (a consonant's below-base form before it joins a ligature), so the
 * subset keeps every step of each rule chain the texts use.
 */
export function glyphsOf(font, texts) {
  const glyphs = new Set([0]);
  // One buffer and one message callback (each callback takes a slot of the WebAssembly function
  // table for good): after every lookup, the glyphs in the buffer.
  const buffer = new hb.Buffer();
  buffer.setMessageFunc(() => {
    if (buffer.getContentType() === hb.BufferContentType.GLYPHS)
      for (const glyph of buffer.getGlyphInfos()) glyphs.add(glyph.codepoint);
    return true;
  });
  for (const text of texts) {
    buffer.clearContents();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    for (const glyph of buffer.getGlyphInfos()) glyphs.add(glyph.codepoint);
  }
  return glyphs;
}

/** The words of a text, as a browser shapes them (a syllable never spans a space or a stop). */
export const wordsOf = (text) => new Set(text.split(/[\s\p{P}\p{S}]+/u).filter(Boolean));

/**
 * What a visitor may type in a language's script, beyond what the pages show, of the characters
 * a font maps (`codePoints`): each consonant alone, with each mark, and joined to each consonant
 * by the virama (the two-consonant conjuncts).
 */
export function typedSyllables(lang, codePoints) {
  const { consonants, marks, virama } = SCRIPTS[lang];
  const mapped = [...codePoints];
  const characters = (ranges) =>
    mapped.filter((codePoint) => within(ranges, codePoint)).map((c) => String.fromCodePoint(c));
  const letters = characters(consonants);
  const signs = characters(marks);
  const syllables = [...letters];
  for (const consonant of letters) {
    for (const mark of signs) syllables.push(consonant + mark);
    for (const second of letters) syllables.push(consonant + String.fromCodePoint(virama) + second);
  }
  return syllables;
}

const require = createRequire(import.meta.url);
let subsetter;
async function harfbuzzSubset() {
  subsetter ??= WebAssembly.instantiate(
    readFileSync(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')),
  ).then(({ instance }) => {
    instance.exports._initialize();
    return instance.exports;
  });
  return subsetter;
}

const SETS_LAYOUT_FEATURE_TAG = 6;
const FLAGS_NO_LAYOUT_CLOSURE = 0x200;

/**
 * `ttf` (a static TrueType font) cut to the characters `codePoints` map to and the `glyphs`
 * (ids), with every layout feature's rules among them and no layout closure, as woff2.
 */
export async function subsetToGlyphs(ttf, codePoints, glyphs) {
  const wasm = await harfbuzzSubset();
  const input = wasm.hb_subset_input_create_or_fail();
  if (!input) throw new Error('harfbuzz could not start a subset');
  const data = wasm.malloc(ttf.byteLength);
  new Uint8Array(wasm.memory.buffer).set(ttf, data);
  const blob = wasm.hb_blob_create(data, ttf.byteLength, 2, 0, 0);
  const face = wasm.hb_face_create(blob, 0);
  wasm.hb_blob_destroy(blob);
  try {
    const features = wasm.hb_subset_input_set(input, SETS_LAYOUT_FEATURE_TAG);
    wasm.hb_set_clear(features);
    wasm.hb_set_invert(features);
    wasm.hb_subset_input_set_flags(
      input,
      wasm.hb_subset_input_get_flags(input) | FLAGS_NO_LAYOUT_CLOSURE,
    );
    const unicodes = wasm.hb_subset_input_unicode_set(input);
    for (const codePoint of codePoints) wasm.hb_set_add(unicodes, codePoint);
    const glyphSet = wasm.hb_subset_input_glyph_set(input);
    for (const glyph of glyphs) wasm.hb_set_add(glyphSet, glyph);
    const subset = wasm.hb_subset_or_fail(face, input);
    if (!subset) throw new Error('harfbuzz could not subset the font');
    const result = wasm.hb_face_reference_blob(subset);
    const bytes = Buffer.from(
      new Uint8Array(
        wasm.memory.buffer,
        wasm.hb_blob_get_data(result, 0),
        wasm.hb_blob_get_length(result),
      ),
    );
    wasm.hb_blob_destroy(result);
    wasm.hb_face_destroy(subset);
    return Buffer.from(await fontverter.convert(bytes, 'woff2'));
  } finally {
    wasm.hb_subset_input_destroy(input);
    wasm.hb_face_destroy(face);
    wasm.free(data);
  }
}
