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
//
// The parts, one file each, in ./fonts/: faces.mjs, page-text.mjs, font-table.mjs, subset.mjs,
// loader.mjs and check.mjs; this file is what the build and the tests import.
export {
  FONT_FAMILIES,
  runtimeText,
  parseUnicodeRange,
  fontFaces,
  faceCharacters,
} from './fonts/faces.mjs';
export { decodeEntities, pageText } from './fonts/page-text.mjs';
export { cmapCodePoints, fontCodePoints } from './fonts/font-table.mjs';
export { subsetFonts } from './fonts/subset.mjs';
export { fontLoaderScript, scriptHash, withFontLoader } from './fonts/loader.mjs';
export { missingCharacters, checkFonts } from './fonts/check.mjs';
