// What a font file holds: the code points its cmap maps (formats 4 and 12), and whether it is a
// variable font.
import { toTrueType } from '../font-glyphs.mjs';

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

/** Whether an sfnt font is variable (has an fvar table). */
export function isVariable(sfnt) {
  const tables = sfnt.readUInt16BE(4);
  for (let i = 0; i < tables; i += 1) {
    if (sfnt.toString('latin1', 12 + i * 16, 16 + i * 16) === 'fvar') return true;
  }
  return false;
}
