// Types of ./fonts.mjs for the TypeScript that imports it (./fonts.test.ts).
export interface FontFaceRule {
  family: string;
  weight: string;
  display: string;
  src: string;
  unicodeRange: string;
  url: string;
}
export const FONT_FAMILIES: Record<
  string,
  { lang: string; pages: 'own' | 'other'; typed?: boolean; bold?: string }
>;
export function decodeEntities(text: string): string;
export function pageText(html: string): { lang: string; text: Map<string, string> };
export function runtimeText(lang: string): string;
export function parseUnicodeRange(range: string): [number, number][];
export function fontFaces(css: string): (FontFaceRule & { rule: string })[];
export function faceCharacters(
  face: Pick<FontFaceRule, 'family' | 'unicodeRange'>,
  pages: ReturnType<typeof pageText>[],
): Set<string>;
export function cmapCodePoints(sfnt: Buffer): Set<number>;
export function fontCodePoints(bytes: Uint8Array): Promise<Set<number>>;
export function missingCharacters(
  pages: { path: string; html: string }[],
  faces: (Pick<FontFaceRule, 'family' | 'weight' | 'unicodeRange'> & { codePoints: Set<number> })[],
): string[];
export function subsetFonts(dist: string): Promise<FontFaceRule[]>;
export function fontLoaderScript(lang: string, faces: readonly FontFaceRule[]): string;
export const scriptHash: (script: string) => string;
export function withFontLoader(
  html: string,
  faces: readonly FontFaceRule[],
): { html: string; script: string };
export function checkFonts(dist: string, faces: readonly FontFaceRule[]): Promise<string[]>;
