// Fonts cut to what the pages use (issue 26). After the prerender, each Telugu and Devanagari
// face of the stylesheet is replaced by a harfbuzz subset (./font-glyphs.mjs) holding only the
// glyphs that shaping its pages' words takes, with the GSUB and GPOS rules among them, so every
// conjunct and vowel sign the pages show still forms: one regular subset per language for the te
// and hi pages' text (bold is made from it where the phone lacks the font), one per language for
// what a visitor types into a field (fetched once they type), and a few-glyph subset for the
// language switcher's own names (తెలుగు, हिन्दी) on the other languages' pages. The build then
// checks every published page against the subsets' character maps and fails on a character its
// subset lacks. te and hi pages start their page face loading at the top of <head> through the
// CSS Font Loading API, which, unlike a preload, tries local() first: a phone that has Noto
// downloads nothing (and gets its own bold).
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dateWordList } from '@kirana/domain/date-words';
import {
  glyphsOf,
  shaper,
  subsetToGlyphs,
  toTrueType,
  typedCharacters,
  typedSyllables,
  wordsOf,
} from './font-glyphs.mjs';

/**
 * Which text each family of the stylesheet serves: `own`, the text in `lang` on pages of that
 * language (the page's font); `other`, the text in `lang` on the other languages' pages (the
 * switcher's names, each link carrying its lang). `typed`: the family draws what visitors type
 * into fields (./font-glyphs.mjs typedSyllables) besides the pages' words. `bold`: the phone's
 * own bold of a page font, which the font loader adds where the phone has it (the site serves
 * no bold file: the browser makes the regular bold).
 */
export const FONT_FAMILIES = {
  'Noto Sans Telugu': {
    lang: 'te',
    pages: 'own',
    bold: "local('Noto Sans Telugu Bold'), local('NotoSansTelugu-Bold')",
  },
  'Noto Sans Devanagari': {
    lang: 'hi',
    pages: 'own',
    bold: "local('Noto Sans Devanagari Bold'), local('NotoSansDevanagari-Bold')",
  },
  'Noto Sans Telugu Input': { lang: 'te', pages: 'own', typed: true },
  'Noto Sans Devanagari Input': { lang: 'hi', pages: 'own', typed: true },
  'Noto Sans Telugu Labels': { lang: 'te', pages: 'other' },
  'Noto Sans Devanagari Labels': { lang: 'hi', pages: 'other' },
};

/** Kept in a page font whatever the pages hold: the joiners that choose a conjunct's form. */
const ALWAYS = '\u200C\u200D';

/** Each page language's Intl tag (app/i18n/locales.ts). */
const INTL_TAGS = { te: 'te-IN', hi: 'hi-IN' };

/**
 * Text the islands write at run time, which no HTML holds: dates and times (the store owner's
 * pages say when an answer is due, app/i18n/date-time.ts), in every month, on every weekday,
 * morning and evening, in the formats those pages use.
 */
export function runtimeText(lang) {
  const tag = INTL_TAGS[lang];
  if (!tag) return '';
  const formats = [
    { dateStyle: 'full', timeStyle: 'short' },
    { day: 'numeric', month: 'long', year: 'numeric' },
  ].map((options) => new Intl.DateTimeFormat(tag, { ...options, timeZone: 'Asia/Kolkata' }));
  // The domain's formatter (@kirana/domain/date-words): its months, weekdays, parts of the day
  // and the words for "at", "from", "until" and "by".
  let text = `${dateWordList(lang).join(' ')} 0123456789:, `;
  for (let month = 0; month < 12; month += 1)
    for (let day = 1; day <= 7; day += 1)
      for (const hour of [3, 15])
        for (const format of formats)
          text += format.format(new Date(Date.UTC(2026, month, day, hour)));
  return text;
}

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/** Attributes whose text a visitor may see: tooltips, placeholders, image text, and the words
 * islands get as props (shown after an interaction). */
const SHOWN_ATTRIBUTES = new Set(['alt', 'title', 'placeholder', 'aria-label', 'value', 'label']);
const PROPS_ATTRIBUTE = 'data-props';

export function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi, (_, entity) => {
    const name = entity.toLowerCase();
    if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0' }[name];
  });
}

/** Every string inside a JSON value (an island's props). */
function jsonStrings(value, out = []) {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) jsonStrings(item, out);
  else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) jsonStrings(item, out);
  }
  return out;
}

/**
 * The text of a page by the language it is in (the nearest lang attribute, <html lang> at the
 * top): text nodes (not scripts or styles), shown attributes and islands' props.
 * @returns {{ lang: string, text: Map<string, string> }}
 */
export function pageText(html) {
  const lang = /<html\b[^>]*\slang="([^"]+)"/i.exec(html)?.[1] ?? '';
  const text = new Map();
  const add = (language, value) => text.set(language, (text.get(language) ?? '') + value);
  const stack = [];
  const current = () => stack.at(-1)?.lang ?? lang;
  const token =
    /<!--[\s\S]*?-->|<!doctype[^>]*>|<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>|<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>|([^<]+)/gi;
  for (const [whole, , closing, opening, attributes = '', textNode] of html.matchAll(token)) {
    if (textNode !== undefined) add(current(), decodeEntities(textNode));
    // Text on either side of a tag is kept apart (a visually hidden full name beside a short
    // one), so the words read back are the words drawn.
    else if (!whole.startsWith('<!')) add(current(), ' ');
    if (textNode !== undefined) continue;
    if (closing !== undefined) {
      const at = stack.findLastIndex((entry) => entry.name === closing.toLowerCase());
      if (at >= 0) stack.length = at;
    } else if (opening !== undefined) {
      const name = opening.toLowerCase();
      const values = new Map(
        [...attributes.matchAll(/([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)].map(
          ([, key, a, b, c]) => [key.toLowerCase(), decodeEntities(a ?? b ?? c ?? '')],
        ),
      );
      const language = values.get('lang') || current();
      for (const [key, value] of values) {
        if (SHOWN_ATTRIBUTES.has(key)) add(language, ` ${value}`);
        if (key === PROPS_ATTRIBUTE) {
          try {
            add(language, ` ${jsonStrings(JSON.parse(value)).join(' ')}`);
          } catch {
            add(language, ` ${value}`);
          }
        }
      }
      if (!VOID.has(name) && !whole.endsWith('/>')) stack.push({ name, lang: language });
    }
  }
  return { lang, text };
}

/** `U+0C00-0C7F, U+25CC` as [first, last] code point pairs. */
export function parseUnicodeRange(range) {
  return range
    .split(',')
    .map((part) => part.trim().replace(/^U\+/i, ''))
    .filter(Boolean)
    .map((part) => {
      if (part.includes('?')) {
        return [
          Number.parseInt(part.replace(/\?/g, '0'), 16),
          Number.parseInt(part.replace(/\?/g, 'F'), 16),
        ];
      }
      const [first, last = first] = part.split('-');
      return [Number.parseInt(first, 16), Number.parseInt(last, 16)];
    });
}

const inRanges = (ranges, codePoint) =>
  ranges.some(([first, last]) => codePoint >= first && codePoint <= last);

/**
 * The @font-face rules of a stylesheet for the families above: family, weight, the woff2 URL,
 * the unicode-range and the rule's text (to put the subset's URL in).
 */
export function fontFaces(css) {
  const faces = [];
  for (const [rule, block] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const family = /font-family:\s*["']?([^"';}]+?)["']?\s*(?:;|$)/.exec(block)?.[1];
    if (!family || !(family in FONT_FAMILIES)) continue;
    const url = /url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/.exec(block)?.[1];
    if (!url) throw new Error(`@font-face of ${family} names no woff2 file`);
    faces.push({
      family,
      weight: /font-weight:\s*([^;}]+)/.exec(block)?.[1].trim() ?? '400',
      display: /font-display:\s*([^;}]+)/.exec(block)?.[1].trim() ?? 'auto',
      src: /src:\s*([^;}]+)/.exec(block)?.[1].trim() ?? '',
      unicodeRange: /unicode-range:\s*([^;}]+)/.exec(block)?.[1].trim() ?? 'U+0-10FFFF',
      url,
      rule,
    });
  }
  return faces;
}

/** Whether a family serves the text in its language on a page of language `pageLang`. */
const serves = (family, pageLang) => {
  const { lang, pages } = FONT_FAMILIES[family];
  return pages === 'own' ? pageLang === lang : pageLang !== lang;
};

/** The characters of `pages` (pageText results) that a face must draw. */
export function faceCharacters(face, pages) {
  const ranges = parseUnicodeRange(face.unicodeRange);
  const { lang } = FONT_FAMILIES[face.family];
  const characters = new Set();
  for (const page of pages) {
    if (!serves(face.family, page.lang)) continue;
    // With each character its canonical parts: HarfBuzz draws some vowel signs from them (ై,
    // U+0C48, is ె and the length mark ౖ, U+0C56), and the subsetter does not add them itself.
    for (const character of new Set((page.text.get(lang) ?? '').normalize('NFD'))) {
      if (inRanges(ranges, character.codePointAt(0))) characters.add(character);
    }
    for (const character of page.text.get(lang) ?? '') {
      if (inRanges(ranges, character.codePointAt(0))) characters.add(character);
    }
  }
  return characters;
}

/** The code points a TrueType/OpenType font maps (its cmap: formats 4 and 12). */
export function cmapCodePoints(sfnt) {
  const tables = sfnt.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tables; i += 1) {
    const record = 12 + i * 16;
    if (sfnt.toString('latin1', record, record + 4) === 'cmap')
      cmap = sfnt.readUInt32BE(record + 8);
  }
  if (cmap < 0) throw new Error('the font has no cmap table');
  const codePoints = new Set();
  const encodings = sfnt.readUInt16BE(cmap + 2);
  for (let i = 0; i < encodings; i += 1) {
    const table = cmap + sfnt.readUInt32BE(cmap + 4 + i * 8 + 4);
    const format = sfnt.readUInt16BE(table);
    if (format === 4) {
      const segments = sfnt.readUInt16BE(table + 6) / 2;
      const ends = table + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const offsets = deltas + segments * 2;
      for (let s = 0; s < segments; s += 1) {
        const end = sfnt.readUInt16BE(ends + s * 2);
        const start = sfnt.readUInt16BE(starts + s * 2);
        const delta = sfnt.readInt16BE(deltas + s * 2);
        const offset = sfnt.readUInt16BE(offsets + s * 2);
        for (let c = start; c <= end && c !== 0xffff; c += 1) {
          let glyph;
          if (offset === 0) glyph = (c + delta) & 0xffff;
          else {
            const at = offsets + s * 2 + offset + (c - start) * 2;
            glyph = sfnt.readUInt16BE(at);
            if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
          }
          if (glyph !== 0) codePoints.add(c);
        }
      }
    } else if (format === 12) {
      const groups = sfnt.readUInt32BE(table + 12);
      for (let g = 0; g < groups; g += 1) {
        const group = table + 16 + g * 12;
        const first = sfnt.readUInt32BE(group);
        const last = sfnt.readUInt32BE(group + 4);
        const glyph = sfnt.readUInt32BE(group + 8);
        for (let c = first; c <= last; c += 1) if (glyph + (c - first) !== 0) codePoints.add(c);
      }
    }
  }
  return codePoints;
}

/** The code points a woff2 (or TrueType) font file maps. */
export async function fontCodePoints(bytes) {
  return cmapCodePoints(await toTrueType(bytes));
}

const hex = (codePoint) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * Characters a published page shows that the subset serving them lacks: for every page
 * ({ path, html }) and face ({ family, weight, unicodeRange, codePoints }), each character of
 * the face's language and range on a page it serves that its font does not map.
 * @returns {string[]} one sentence per page, face and missing character
 */
export function missingCharacters(pages, faces) {
  const problems = [];
  for (const { path, html } of pages) {
    const page = pageText(html);
    for (const face of faces) {
      const missing = [...faceCharacters(face, [page])].filter(
        (character) => !face.codePoints.has(character.codePointAt(0)),
      );
      for (const character of missing) {
        problems.push(
          `${path} shows "${character}" (${hex(character.codePointAt(0))}), which the ${face.family} ${face.weight} subset lacks`,
        );
      }
    }
  }
  return problems;
}

const slug = (text) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const contentHash = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 10);

function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(dir, file));
}

/** Whether an sfnt font is variable (has an fvar table). */
function isVariable(sfnt) {
  const tables = sfnt.readUInt16BE(4);
  for (let i = 0; i < tables; i += 1) {
    if (sfnt.toString('latin1', 12 + i * 16, 16 + i * 16) === 'fvar') return true;
  }
  return false;
}

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

/**
 * The inline script that starts loading the page font of the page's own language at the top of
 * <head>, beside the stylesheet instead of after it, local() first (a preload would download
 * the file even where the phone has the font), and adds the phone's own bold where it has one
 * (local() only: where it has none, the browser makes the regular bold and nothing downloads).
 * The Input faces are left to the stylesheet: they download once a visitor types. Empty for a
 * language without such faces.
 */
export function fontLoaderScript(lang, faces) {
  const own = faces.filter(
    (face) =>
      FONT_FAMILIES[face.family].pages === 'own' &&
      !FONT_FAMILIES[face.family].typed &&
      FONT_FAMILIES[face.family].lang === lang,
  );
  if (!own.length) return '';
  const list = JSON.stringify([
    ...own.map((face) => [face.family, face.src, face.weight, face.unicodeRange, face.display]),
    ...own
      .filter((face) => face.weight === '400' && FONT_FAMILIES[face.family].bold)
      .map((face) => [
        face.family,
        FONT_FAMILIES[face.family].bold,
        '700',
        face.unicodeRange,
        face.display,
        1,
      ]),
  ]);
  return `(function(){var s=document.fonts;if(!s||typeof FontFace!=="function")return;${list}.forEach(function(f){try{var face=new FontFace(f[0],f[1],{weight:f[2],unicodeRange:f[3],display:f[4]});if(f[5]){face.load().then(function(){s.add(face)},function(){});return}s.add(face);face.load().catch(function(){})}catch(e){}})})()`;
}

/** "'sha256-...'" of an inline script, for the Content Security Policy. */
export const scriptHash = (script) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The page with its language's font loader before its first stylesheet (or ''). */
export function withFontLoader(html, faces) {
  const lang = /<html\b[^>]*\slang="([^"]+)"/i.exec(html)?.[1] ?? '';
  const script = fontLoaderScript(lang, faces);
  if (!script) return { html, script };
  const at = html.search(/<link\b[^>]*\brel="stylesheet"/i);
  if (at < 0) throw new Error('a page without a stylesheet');
  return { html: `${html.slice(0, at)}<script>${script}</script>${html.slice(at)}`, script };
}

/** The published pages checked against the published subsets (see missingCharacters). */
export async function checkFonts(dist, faces) {
  // One at a time: the woff2 decoder (WebAssembly) is not safe to call concurrently.
  const withCodePoints = [];
  for (const face of faces) {
    const codePoints = await fontCodePoints(readFileSync(join(dist, face.url)));
    withCodePoints.push({ ...face, codePoints });
  }
  const pages = htmlFiles(dist).map((file) => ({
    path: `/${file.slice(dist.length + 1)}`,
    html: readFileSync(file, 'utf8'),
  }));
  return missingCharacters(pages, withCodePoints);
}
