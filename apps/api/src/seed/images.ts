// Demo images drawn at seed time (no downloads, no text): each category has a motif a shopper
// recognises (a flour sack, an oil bottle, a milk packet...), and each product a variation of it
// derived from its name (colours, label, pattern, emblem, tilt), rendered from SVG to WebP by sharp.
import sharp from 'sharp';

const SIZE = 400;

export type Shape =
  | 'flour-sack'
  | 'rice-sack'
  | 'dal-bowl'
  | 'oil-bottle'
  | 'spice-jar'
  | 'milk-packet'
  | 'chips-packet'
  | 'biscuit-packet'
  | 'tea-cup'
  | 'soap-bar'
  | 'spray-bottle'
  | 'pickle-jar';

/** What varies between the products of one category. */
interface Look {
  pack: string;
  dark: string;
  light: string;
  label: string;
  accent: string;
  /** 0..3: none, bands, dots, zigzag on the label. */
  pattern: number;
  /** 0..2: which emblem or detail the motif draws. */
  variant: number;
  /** Degrees the whole motif is turned. */
  tilt: number;
  seed: number;
}

/** FNV-1a: a stable 32-bit hash of the product's name. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function toHsl(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff].map((c) => c / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

function hsl(h: number, s: number, l: number): string {
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  const [sat, light] = [clamp(s), clamp(l)];
  const f = (n: number) => {
    const k = (n + (((h % 360) + 360) % 360) / 30) % 12;
    const c = light - sat * Math.min(light, 1 - light) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** A lighter or darker shade of a #rrggbb colour (amount -1..1). */
function shade(hex: string, amount: number): string {
  const [h, s, l] = toHsl(hex);
  return hsl(h, s, amount >= 0 ? l + (1 - l) * amount : l * (1 + amount));
}

const LABELS = ['#ffffff', '#fff4d6', '#fde2e4', '#e3f2fd', '#e8f5e9', '#fff9c4'];
const ACCENTS = ['#c0392b', '#27ae60', '#2e86c1', '#f1c40f', '#8e44ad', '#e67e22', '#1a5276'];

function lookOf(name: string, colour: string): Look {
  const h = hash(name);
  const [hue, sat, light] = toHsl(colour);
  const pack = hsl(hue + ((h % 45) - 22), sat, light + (((h >>> 6) % 5) - 2) * 0.06);
  return {
    pack,
    dark: shade(pack, -0.35),
    light: shade(pack, 0.5),
    label: LABELS[(h >>> 9) % LABELS.length] ?? '#ffffff',
    accent: ACCENTS[(h >>> 12) % ACCENTS.length] ?? '#c0392b',
    pattern: (h >>> 15) % 4,
    variant: (h >>> 17) % 3,
    tilt: ((h >>> 19) % 13) - 6,
    seed: h,
  };
}

function categoryLook(colour: string): Look {
  const pack = shade(colour, -0.1);
  return {
    pack,
    dark: shade(pack, -0.35),
    light: shade(pack, 0.5),
    label: '#ffffff',
    accent: shade(colour, -0.45),
    pattern: 0,
    variant: 0,
    tilt: 0,
    seed: hash(colour),
  };
}

/** A decoration inside a label's box. */
function pattern(look: Look, x: number, y: number, w: number, h: number): string {
  const c = look.accent;
  switch (look.pattern) {
    case 1:
      return `<rect x="${x}" y="${y + 6}" width="${w}" height="6" fill="${c}"/><rect x="${x}" y="${y + h - 12}" width="${w}" height="6" fill="${c}"/>`;
    case 2:
      return Array.from(
        { length: Math.floor(w / 18) },
        (_, i) => `<circle cx="${x + 12 + i * 18}" cy="${y + h - 10}" r="4" fill="${c}"/>`,
      ).join('');
    case 3: {
      const points = Array.from(
        { length: Math.floor(w / 10) + 1 },
        (_, i) => `${x + i * 10},${y + 8 + (i % 2) * 8}`,
      );
      return `<polyline points="${points.join(' ')}" fill="none" stroke="${c}" stroke-width="3"/>`;
    }
    default:
      return '';
  }
}

/** Small deterministic scatter of points inside a box, for grains, lentils and pieces. */
function scatter(seed: number, count: number, x: number, y: number, w: number, h: number) {
  let s = seed || 1;
  const next = () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 0xffffffff;
  };
  return Array.from({ length: count }, () => [x + next() * w, y + next() * h] as const);
}

const wheat = (cx: number, cy: number, colour: string) =>
  `<path d="M${cx} ${cy + 40} L${cx} ${cy - 36}" stroke="${colour}" stroke-width="4"/>` +
  [0, 1, 2, 3]
    .map(
      (i) =>
        `<ellipse cx="${cx - 9}" cy="${cy - 24 + i * 15}" rx="6" ry="11" transform="rotate(-30 ${cx - 9} ${cy - 24 + i * 15})" fill="${colour}"/><ellipse cx="${cx + 9}" cy="${cy - 24 + i * 15}" rx="6" ry="11" transform="rotate(30 ${cx + 9} ${cy - 24 + i * 15})" fill="${colour}"/>`,
    )
    .join('') +
  `<ellipse cx="${cx}" cy="${cy - 40}" rx="6" ry="11" fill="${colour}"/>`;

const grains = (look: Look, cx: number, cy: number, colour: string) =>
  scatter(look.seed, 14, cx - 40, cy - 22, 80, 44)
    .map(
      ([x, y], i) =>
        `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="7" ry="3.5" transform="rotate(${(i * 37) % 180} ${x.toFixed(1)} ${y.toFixed(1)})" fill="${colour}"/>`,
    )
    .join('');

function sack(look: Look, rice: boolean): string {
  const weave = rice
    ? [170, 205, 240, 275, 310]
        .map(
          (y) =>
            `<path d="M${118 - (y - 140) * 0.1} ${y} L${282 + (y - 140) * 0.1} ${y}" stroke="${look.dark}" stroke-width="2" opacity=".35"/>`,
        )
        .join('')
    : '';
  const emblem = rice
    ? look.variant === 1
      ? wheat(200, 240, look.accent)
      : `<path d="M150 246 Q200 300 250 246 Z" fill="${look.accent}"/>${grains(look, 200, 236, '#ffffff')}`
    : look.variant === 2
      ? grains(look, 200, 240, look.accent)
      : wheat(200, 240, look.accent);
  return `<path d="M135 130 Q110 230 112 320 Q200 350 288 320 Q290 230 265 130 Z" fill="${look.pack}"/>
  ${weave}
  <path d="M145 70 Q200 90 255 70 L240 112 L160 112 Z" fill="${look.light}"/>
  <path d="M160 110 L240 110 L265 132 L135 132 Z" fill="${look.pack}"/>
  <rect x="160" y="104" width="80" height="12" rx="6" fill="${look.dark}"/>
  <rect x="140" y="180" width="120" height="120" rx="16" fill="${look.label}"/>
  ${pattern(look, 140, 180, 120, 120)}
  ${emblem}`;
}

function dalBowl(look: Look): string {
  const lentil = look.variant === 0 ? '#f4b400' : look.variant === 1 ? '#e67e22' : '#7cb342';
  const dots = scatter(look.seed, 26, 120, 170, 160, 50)
    .map(
      ([x, y]) =>
        `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="6" fill="${shade(lentil, -0.2)}"/>`,
    )
    .join('');
  return `<path d="M100 230 Q200 120 300 230 Z" fill="${lentil}"/>
  ${dots}
  <path d="M80 226 L320 226 Q310 330 200 336 Q90 330 80 226 Z" fill="${look.pack}"/>
  <rect x="80" y="220" width="240" height="14" rx="7" fill="${look.dark}"/>
  <path d="M110 262 L290 262" stroke="${look.label}" stroke-width="8" stroke-linecap="round"/>
  ${pattern(look, 120, 270, 160, 40)}
  <ellipse cx="200" cy="344" rx="70" ry="8" fill="${look.dark}" opacity=".4"/>`;
}

function oilBottle(look: Look): string {
  const drop = `<path d="M200 205 Q224 238 224 252 A24 24 0 0 1 176 252 Q176 238 200 205 Z" fill="${look.accent}"/>`;
  if (look.variant === 1) {
    // A can with a handle, for the big packs.
    return `<rect x="220" y="70" width="34" height="26" rx="5" fill="${look.dark}"/>
    <path d="M150 92 Q150 70 175 70 L205 70 Q220 70 220 92" fill="none" stroke="${look.dark}" stroke-width="12"/>
    <rect x="120" y="92" width="160" height="240" rx="18" fill="${look.pack}"/>
    <rect x="140" y="180" width="120" height="110" rx="10" fill="${look.label}"/>
    ${pattern(look, 140, 180, 120, 110)}${drop}`;
  }
  const width = look.variant === 2 ? 70 : 55;
  return `<rect x="180" y="58" width="40" height="26" rx="6" fill="${look.accent}"/>
  <rect x="186" y="82" width="28" height="32" fill="${look.light}"/>
  <path d="M186 112 Q${200 - width - 5} 128 ${200 - width} 176 L${200 - width} 322 Q${200 - width} 340 ${200 - width + 18} 340 L${200 + width - 18} 340 Q${200 + width} 340 ${200 + width} 322 L${200 + width} 176 Q${200 + width + 5} 128 214 112 Z" fill="${look.pack}" opacity=".92"/>
  <rect x="${200 - width + 8}" y="190" width="${2 * width - 16}" height="100" rx="8" fill="${look.label}"/>
  ${pattern(look, 200 - width + 8, 190, 2 * width - 16, 100)}${drop}
  <rect x="${200 - width + 10}" y="140" width="8" height="40" rx="4" fill="#ffffff" opacity=".5"/>`;
}

function spiceJar(look: Look): string {
  const emblem =
    look.variant === 0
      ? `<path d="M258 296 Q300 300 330 250 Q320 296 268 316 Z" fill="#c0392b"/><path d="M254 292 Q248 280 262 276 L264 296 Z" fill="#27ae60"/>`
      : look.variant === 1
        ? `<g transform="translate(296 292)" fill="#6d4c41">${[0, 45, 90, 135, 180, 225, 270, 315]
            .map((a) => `<ellipse cx="0" cy="-18" rx="7" ry="16" transform="rotate(${a})"/>`)
            .join('')}<circle r="6" fill="#3e2723"/></g>`
        : `<path d="M262 320 Q270 250 330 240 Q320 310 262 320 Z" fill="#7cb342"/><path d="M262 320 L318 250" stroke="#33691e" stroke-width="3"/>`;
  const holes = [170, 190, 210, 230]
    .map((x) => `<circle cx="${x}" cy="98" r="4" fill="${look.dark}"/>`)
    .join('');
  return `<rect x="150" y="80" width="100" height="40" rx="8" fill="${look.accent}"/>
  ${holes}
  <rect x="140" y="118" width="120" height="210" rx="20" fill="${look.pack}"/>
  <rect x="140" y="190" width="120" height="84" fill="${look.label}"/>
  ${pattern(look, 140, 190, 120, 84)}
  <circle cx="200" cy="232" r="22" fill="${look.pack}"/>
  ${emblem}`;
}

function milkPacket(look: Look): string {
  const emblem =
    look.variant === 0
      ? `<path d="M200 196 Q226 232 226 248 A26 26 0 0 1 174 248 Q174 232 200 196 Z" fill="${look.pack}"/>`
      : look.variant === 1
        ? `<ellipse cx="184" cy="244" rx="20" ry="26" fill="#fffde7" stroke="${look.pack}" stroke-width="4"/><ellipse cx="220" cy="250" rx="18" ry="23" fill="#fffde7" stroke="${look.pack}" stroke-width="4"/>`
        : `<rect x="170" y="222" width="60" height="44" rx="6" fill="#fff59d" stroke="${look.pack}" stroke-width="4"/>`;
  return `<path d="M150 82 L266 82 Q290 90 290 120 Q304 220 288 330 Q200 346 112 330 Q96 220 112 120 Z" fill="#fdfefe"/>
  <path d="M112 120 L150 82 L150 120 Z" fill="${look.light}"/>
  <path d="M104 280 Q150 260 200 280 Q250 300 296 278 L292 330 Q200 346 108 330 Z" fill="${look.pack}"/>
  <rect x="130" y="130" width="140" height="14" rx="7" fill="${look.pack}"/>
  ${pattern(look, 130, 150, 140, 30)}
  ${emblem}`;
}

function chipsPacket(look: Look): string {
  const crimp = (y: number) =>
    Array.from({ length: 11 }, (_, i) => `${130 + i * 14},${y + (i % 2) * 10}`).join(' ');
  const chip = look.variant === 2 ? '#8d6e63' : '#f9d56e';
  const chips = scatter(look.seed, 5, 165, 210, 70, 50)
    .map(
      ([x, y], i) =>
        `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${look.variant === 1 ? 8 : 18}" ry="${look.variant === 1 ? 20 : 12}" transform="rotate(${i * 40} ${x.toFixed(1)} ${y.toFixed(1)})" fill="${chip}" stroke="${shade(chip, -0.3)}" stroke-width="2"/>`,
    )
    .join('');
  return `<polyline points="${crimp(72)}" fill="none" stroke="${look.dark}" stroke-width="6"/>
  <path d="M130 82 L270 82 Q290 200 270 320 L130 320 Q110 200 130 82 Z" fill="${look.pack}"/>
  <polyline points="${crimp(318)}" fill="none" stroke="${look.dark}" stroke-width="6"/>
  <rect x="140" y="104" width="120" height="40" rx="10" fill="${look.label}"/>
  ${pattern(look, 140, 104, 120, 40)}
  <ellipse cx="200" cy="236" rx="66" ry="56" fill="${look.light}"/>
  ${chips}`;
}

function biscuitPacket(look: Look): string {
  const biscuit =
    look.variant === 0
      ? `<circle cx="270" cy="296" r="42" fill="#d4a15a" stroke="#a86f2c" stroke-width="4"/>${[
          [256, 282],
          [284, 282],
          [270, 300],
          [256, 314],
          [284, 314],
        ]
          .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3.5" fill="#a86f2c"/>`)
          .join('')}`
      : look.variant === 1
        ? `<rect x="228" y="258" width="90" height="70" rx="8" fill="#e0b46c" stroke="#a86f2c" stroke-width="4"/><path d="M240 280 L306 280 M240 306 L306 306" stroke="#a86f2c" stroke-width="3"/>`
        : `<circle cx="270" cy="296" r="42" fill="#c68b4e"/>${scatter(
            look.seed,
            7,
            240,
            266,
            60,
            60,
          )
            .map(
              ([x, y]) =>
                `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="6" fill="#4e342e"/>`,
            )
            .join('')}`;
  const crimp = (x: number) =>
    Array.from({ length: 10 }, (_, i) => `${x + (i % 2) * 10},${140 + i * 14}`).join(' ');
  return `<polyline points="${crimp(62)}" fill="none" stroke="${look.dark}" stroke-width="6"/>
  <polyline points="${crimp(328)}" fill="none" stroke="${look.dark}" stroke-width="6"/>
  <rect x="72" y="130" width="256" height="140" rx="30" fill="${look.pack}"/>
  <rect x="110" y="160" width="130" height="80" rx="12" fill="${look.label}"/>
  ${pattern(look, 110, 160, 130, 80)}
  <circle cx="150" cy="200" r="24" fill="#d4a15a"/><circle cx="196" cy="200" r="24" fill="#c68b4e"/>
  ${biscuit}`;
}

function teaCup(look: Look): string {
  const drink = look.variant === 0 ? '#8d5524' : look.variant === 1 ? '#c68642' : '#4e2a12';
  const steam = [170, 200, 230]
    .map(
      (x, i) =>
        `<path d="M${x} ${150 - i * 4} q-14 -20 0 -40 q14 -20 0 -40" fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round" opacity=".85"/>`,
    )
    .join('');
  return `${steam}
  <ellipse cx="200" cy="320" rx="130" ry="22" fill="${look.dark}"/>
  <path d="M285 205 a34 34 0 1 1 -6 64" fill="none" stroke="${look.pack}" stroke-width="16"/>
  <path d="M110 180 L290 180 Q285 300 200 312 Q115 300 110 180 Z" fill="${look.pack}"/>
  <ellipse cx="200" cy="182" rx="90" ry="16" fill="${drink}"/>
  <rect x="130" y="220" width="140" height="40" rx="10" fill="${look.label}"/>
  ${pattern(look, 130, 220, 140, 40)}`;
}

function soapBar(look: Look): string {
  const bubbles = scatter(look.seed, 6, 110, 70, 180, 70)
    .map(
      ([x, y], i) =>
        `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${8 + (i % 3) * 6}" fill="#ffffff" opacity=".7" stroke="${look.dark}" stroke-width="2"/>`,
    )
    .join('');
  const rx = look.variant === 0 ? 40 : look.variant === 1 ? 70 : 16;
  return `${bubbles}
  <rect x="92" y="182" width="216" height="140" rx="${rx}" fill="${look.dark}"/>
  <rect x="92" y="170" width="216" height="140" rx="${rx}" fill="${look.pack}"/>
  <rect x="118" y="192" width="164" height="96" rx="${Math.max(rx - 18, 8)}" fill="${look.light}"/>
  <rect x="140" y="216" width="120" height="48" rx="12" fill="${look.label}"/>
  ${pattern(look, 140, 216, 120, 48)}`;
}

function sprayBottle(look: Look): string {
  const head =
    look.variant === 1
      ? // A jug with a handle and a cap.
        `<rect x="160" y="70" width="50" height="30" rx="6" fill="${look.accent}"/><path d="M220 120 Q290 120 290 170 L290 200" fill="none" stroke="${look.dark}" stroke-width="18"/>`
      : `<path d="M170 60 L250 60 L250 92 L230 92 L230 110 L180 110 Z" fill="${look.accent}"/><rect x="250" y="66" width="34" height="12" rx="4" fill="${look.accent}"/><path d="M196 110 L188 150 L204 150 Z" fill="${look.dark}"/>`;
  return `${head}
  <path d="M160 100 L240 100 Q280 130 280 180 L280 322 Q280 340 262 340 L138 340 Q120 340 120 322 L120 180 Q120 130 160 100 Z" fill="${look.pack}"/>
  <rect x="136" y="200" width="128" height="110" rx="12" fill="${look.label}"/>
  ${pattern(look, 136, 200, 128, 110)}
  ${
    look.variant === 2
      ? `<circle cx="200" cy="255" r="26" fill="#fdd835"/><path d="M176 255 L224 255 M200 231 L200 279" stroke="#f9a825" stroke-width="3"/>`
      : `<path d="M200 226 Q228 250 214 282 Q196 300 182 282 Q172 256 200 226 Z" fill="${look.pack}"/>`
  }`;
}

function pickleJar(look: Look): string {
  const piece = look.variant === 0 ? '#c0392b' : look.variant === 1 ? '#558b2f' : '#f9a825';
  const pieces = scatter(look.seed, 12, 142, 200, 116, 110)
    .map(
      ([x, y], i) =>
        `<rect x="${(x - 10).toFixed(1)}" y="${(y - 8).toFixed(1)}" width="20" height="16" rx="6" transform="rotate(${(i * 53) % 90} ${x.toFixed(1)} ${y.toFixed(1)})" fill="${shade(piece, -0.25)}"/>`,
    )
    .join('');
  return `<rect x="140" y="74" width="120" height="38" rx="8" fill="${look.accent}"/>
  <rect x="140" y="104" width="120" height="8" fill="${shade(look.accent, -0.3)}"/>
  <rect x="124" y="112" width="152" height="226" rx="30" fill="${look.light}" opacity=".9"/>
  <path d="M126 180 L274 180 L274 308 Q274 338 244 338 L156 338 Q126 338 126 308 Z" fill="${piece}" opacity=".85"/>
  ${pieces}
  <rect x="150" y="140" width="100" height="34" rx="6" fill="${look.label}"/>
  ${pattern(look, 150, 140, 100, 34)}
  <rect x="134" y="126" width="10" height="180" rx="5" fill="#ffffff" opacity=".5"/>`;
}

const MOTIFS: Record<Shape, (look: Look) => string> = {
  'flour-sack': (look) => sack(look, false),
  'rice-sack': (look) => sack(look, true),
  'dal-bowl': dalBowl,
  'oil-bottle': oilBottle,
  'spice-jar': spiceJar,
  'milk-packet': milkPacket,
  'chips-packet': chipsPacket,
  'biscuit-packet': biscuitPacket,
  'tea-cup': teaCup,
  'soap-bar': soapBar,
  'spray-bottle': sprayBottle,
  'pickle-jar': pickleJar,
};

function tile(background: string, circle: string, look: Look, shape: Shape): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <rect width="${SIZE}" height="${SIZE}" fill="${background}"/>
  <circle cx="200" cy="205" r="165" fill="${circle}"/>
  <ellipse cx="200" cy="352" rx="120" ry="14" fill="#000000" opacity=".08"/>
  <g transform="rotate(${look.tilt} 200 205)">${MOTIFS[shape](look)}</g>
</svg>`;
}

/** A product's picture: its category's motif in colours and details of its own. */
export function productSvg(name: string, colour: string, shape: Shape): string {
  return tile(shade(colour, 0.75), shade(colour, 0.55), lookOf(name, colour), shape);
}

/** A category's picture: its motif in the category's own colours. */
export function categorySvg(colour: string, shape: Shape): string {
  return tile(colour, shade(colour, 0.6), categoryLook(colour), shape);
}

export function renderWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}
