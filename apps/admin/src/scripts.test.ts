// The admin's script faces (./scripts.css): each covers its script's block, and none covers a
// character an English screen shows (Latin, punctuation, ₹), so only a screen with Telugu or
// Devanagari text downloads one. What a browser downloads: e2e/admin/scripts.e2e.ts.
import { describe, expect, test } from 'vitest';
import css from './scripts.css?raw';

const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, block = '']) => ({
  family: /font-family:\s*'([^']+)'/.exec(block)?.[1],
  weight: /font-weight:\s*(\d+)/.exec(block)?.[1],
  url: /url\('([^']+)'\)/.exec(block)?.[1],
  ranges: (/unicode-range:\s*([^;]+);/.exec(block)?.[1] ?? '')
    .split(',')
    .map((part) => part.trim().replace(/^U\+/i, ''))
    .map((part) => part.split('-').map((hex) => Number.parseInt(hex, 16)))
    .map(([first = 0, last = first]) => [first, last] as const),
}));

const covers = (ranges: (typeof faces)[number]['ranges'], codePoint: number) =>
  ranges.some(([first, last]) => codePoint >= first && codePoint <= last);

const each = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, index) => first + index);

/** What an English screen shows: Latin, its punctuation, and every currency sign (₹ U+20B9). */
const ENGLISH = [
  ...each(0x0000, 0x024f),
  ...each(0x2010, 0x206f),
  ...each(0x20a0, 0x20cf),
  0x2190,
  0x2192,
];

describe('the script faces', () => {
  test('Telugu and Devanagari, regular and semibold, from the @fontsource files', () => {
    expect(faces.map((face) => `${face.family} ${face.weight}`)).toEqual([
      'Noto Sans Devanagari 400',
      'Noto Sans Devanagari 600',
      'Noto Sans Telugu 400',
      'Noto Sans Telugu 600',
    ]);
    for (const face of faces)
      expect(face.url).toMatch(/^@fontsource\/noto-sans-(telugu|devanagari)\/files\/.+\.woff2$/);
  });

  test('each face covers its whole block', () => {
    for (const face of faces) {
      const block =
        face.family === 'Noto Sans Telugu' ? each(0x0c00, 0x0c7f) : each(0x0900, 0x097f);
      expect(block.filter((codePoint) => !covers(face.ranges, codePoint))).toEqual([]);
    }
  });

  test('no face covers a character of an English screen, ₹ included', () => {
    for (const face of faces)
      expect(
        ENGLISH.filter((codePoint) => covers(face.ranges, codePoint)).map((codePoint) =>
          String.fromCodePoint(codePoint),
        ),
      ).toEqual([]);
    expect(faces.some((face) => covers(face.ranges, '₹'.codePointAt(0) ?? 0))).toBe(false);
  });

  test('the body names Devanagari before Telugu (the dandas are in both), then the system font', () => {
    expect(/body\s*\{\s*font-family:\s*([^;]+);/.exec(css)?.[1]).toBe(
      "'Noto Sans Devanagari', 'Noto Sans Telugu', var(--font-sans)",
    );
  });
});
