// Which face draws what: the stylesheet's Telugu and Devanagari families (FONT_FAMILIES), their
// @font-face rules and unicode-ranges, and the characters of the pages each face must draw
// (with the dates the islands write at run time).
import { dateWordList } from '@kirana/domain/date-words';

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
export const ALWAYS = '\u200C\u200D';

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

export const inRanges = (ranges, codePoint) =>
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
export const serves = (family, pageLang) => {
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
