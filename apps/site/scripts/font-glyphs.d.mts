// Types of ./font-glyphs.mjs for the TypeScript that imports it (./font-glyphs.test.ts).
import type { Font, GlyphInfo, GlyphPosition } from 'harfbuzzjs';
type Ranges = [number, number][];
export const SCRIPTS: Record<
  string,
  { letters: Ranges; consonants: Ranges; marks: Ranges; virama: number }
>;
export function typedCharacters(lang: string, codePoints: Iterable<number>): number[];
export function toTrueType(bytes: Uint8Array): Promise<Buffer>;
export function shaper(ttf: Uint8Array): Font;
export function shape(font: Font, text: string): (GlyphInfo & Partial<GlyphPosition>)[];
export function glyphsOf(font: Font, texts: Iterable<string>): Set<number>;
export function wordsOf(text: string): Set<string>;
export function typedSyllables(lang: string, codePoints: Iterable<number>): string[];
export function subsetToGlyphs(
  ttf: Uint8Array,
  codePoints: Iterable<number>,
  glyphs: Iterable<number>,
): Promise<Buffer>;
