// The build's subsetting: each family of dist/assets' stylesheets cut to the glyphs its pages'
// words shape to (../font-glyphs.mjs), the stylesheets renamed by content and the pages pointed
// at them.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  glyphsOf,
  shaper,
  subsetToGlyphs,
  toTrueType,
  typedCharacters,
  typedSyllables,
  wordsOf,
} from '../font-glyphs.mjs';
import {
  ALWAYS,
  FONT_FAMILIES,
  faceCharacters,
  fontFaces,
  inRanges,
  parseUnicodeRange,
  runtimeText,
  serves,
} from './faces.mjs';
import { pageText } from './page-text.mjs';
import { cmapCodePoints, isVariable } from './font-table.mjs';
import { htmlFiles } from './check.mjs';

const slug = (text) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const contentHash = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 10);

/** The text in a family's language on the pages (pageText results) it serves. */
function familyText(family, pages) {
  const { lang } = FONT_FAMILIES[family];
  return pages
    .filter((page) => serves(family, page.lang))
    .map((page) => page.text.get(lang) ?? '')
    .join(' ');
}

/**
 * One file of a family (its faces `group`) cut to the glyphs that shaping its words takes: the
 * pages' words in its language (and, for a page font, the dates the islands write), with every
 * character they hold (and its canonical parts) mapped. A `typed` family also draws what
 * visitors type into the forms: the script's letters and everyday marks, each consonant with
 * each mark and in each two-consonant conjunct (./font-glyphs.mjs SCRIPTS).
 */
async function subsetFamily(source, group, pages) {
  const ttf = await toTrueType(source);
  const [first] = group;
  if (isVariable(ttf)) throw new Error(`${first.family}: a static font per weight is expected`);
  const { lang, pages: serving, typed: drawsTyping } = FONT_FAMILIES[first.family];
  const characters = new Set();
  for (const face of group)
    for (const character of faceCharacters(face, pages)) characters.add(character);
  const texts = wordsOf(familyText(first.family, pages));
  if (serving === 'own') {
    for (const character of ALWAYS) characters.add(character);
    const ranges = parseUnicodeRange(first.unicodeRange);
    const written = runtimeText(lang);
    for (const character of `${written}${written.normalize('NFD')}`)
      if (inRanges(ranges, character.codePointAt(0))) characters.add(character);
    for (const word of wordsOf(written)) texts.add(word);
  }
  const codePoints = new Set([...characters].map((character) => character.codePointAt(0)));
  if (drawsTyping) {
    const typed = typedCharacters(lang, cmapCodePoints(ttf));
    for (const codePoint of typed) codePoints.add(codePoint);
    for (const syllable of typedSyllables(lang, typed)) texts.add(syllable);
  }
  return subsetToGlyphs(ttf, codePoints, glyphsOf(shaper(ttf), texts));
}

/**
 * Subsets the families above in every stylesheet of `dist/assets` (all faces of a family that
 * name one file share one subset), renames each changed stylesheet by its new content and
 * points the pages at it, and removes the full fonts.
 * @returns {Promise<{ family: string, weight: string, display: string, src: string,
 *   unicodeRange: string, url: string }[]>} the published faces
 */
export async function subsetFonts(dist) {
  const assets = join(dist, 'assets');
  const files = htmlFiles(dist);
  const pages = files.map((file) => pageText(readFileSync(file, 'utf8')));
  const published = [];
  const replaced = new Set();
  const renamed = new Map();
  for (const sheet of readdirSync(assets).filter((file) => file.endsWith('.css'))) {
    let css = readFileSync(join(assets, sheet), 'utf8');
    const faces = fontFaces(css);
    if (!faces.length) continue;
    const families = new Map();
    for (const face of faces) {
      const key = `${face.family}\n${face.url}`;
      families.set(key, [...(families.get(key) ?? []), face]);
    }
    for (const group of families.values()) {
      const [first] = group;
      const subset = await subsetFamily(readFileSync(join(dist, first.url)), group, pages);
      const weights = [...new Set(group.map((face) => face.weight))].join('-');
      const url = `/assets/${slug(first.family)}-${slug(weights)}-${contentHash(subset)}.woff2`;
      writeFileSync(join(dist, url), subset);
      for (const face of group) {
        css = css.replace(face.rule, face.rule.replace(face.url, url));
        replaced.add(face.url);
        const key = `${face.family} ${face.weight} ${url}`;
        if (!published.some((known) => `${known.family} ${known.weight} ${known.url}` === key)) {
          published.push({ ...face, url, src: face.src.replace(face.url, url), rule: undefined });
        }
      }
    }
    const name = `${sheet.replace(/-[\w]+\.css$/, '')}-${contentHash(css)}.css`;
    writeFileSync(join(assets, name), css);
    rmSync(join(assets, sheet));
    renamed.set(`/assets/${sheet}`, `/assets/${name}`);
  }
  for (const url of replaced) rmSync(join(dist, url), { force: true });
  for (const file of files) {
    let html = readFileSync(file, 'utf8');
    for (const [from, to] of renamed) html = html.replaceAll(`"${from}"`, `"${to}"`);
    writeFileSync(file, html);
  }
  return published;
}
