// The build's check: every published page against the published subsets' character maps; a
// character a subset lacks fails the build.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { faceCharacters } from './faces.mjs';
import { pageText } from './page-text.mjs';
import { fontCodePoints } from './font-table.mjs';

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

export function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(dir, file));
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
