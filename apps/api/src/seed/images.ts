// Demo images drawn at seed time (no downloads): a coloured tile with a simple shape and the
// name, rendered from SVG to WebP by sharp.
import sharp from 'sharp';

const SIZE = 400;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Greedy word wrap into at most `maxLines` lines of about `width` characters. */
export function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${(kept[maxLines - 1] ?? '').slice(0, width - 1)}…`;
    return kept;
  }
  return lines;
}

/** A lighter or darker shade of a #rrggbb colour (amount -1..1). */
function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 0xff;
    const v = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount);
    return Math.round(v).toString(16).padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

export type Shape = 'packet' | 'sack' | 'bottle' | 'jar';

const SHAPES: Record<Shape, (colour: string) => string> = {
  packet: (c) =>
    `<rect x="140" y="70" width="120" height="150" rx="14" fill="${c}"/><rect x="160" y="100" width="80" height="40" rx="6" fill="#fff" opacity=".75"/>`,
  sack: (c) =>
    `<path d="M150 100 Q200 80 250 100 L270 220 Q200 240 130 220 Z" fill="${c}"/><rect x="175" y="84" width="50" height="14" rx="7" fill="#fff" opacity=".6"/>`,
  bottle: (c) =>
    `<rect x="182" y="60" width="36" height="30" rx="6" fill="${c}"/><rect x="160" y="88" width="80" height="140" rx="22" fill="${c}"/><rect x="172" y="130" width="56" height="44" rx="6" fill="#fff" opacity=".7"/>`,
  jar: (c) =>
    `<rect x="150" y="78" width="100" height="22" rx="6" fill="${shade(c, -0.3)}"/><rect x="140" y="98" width="120" height="128" rx="18" fill="${c}"/><circle cx="200" cy="160" r="28" fill="#fff" opacity=".7"/>`,
};

/** A product tile: the shape of its pack, its name and its quantity. */
export function productSvg(name: string, caption: string, colour: string, shape: Shape): string {
  const lines = wrap(name, 20, 3);
  const text = lines
    .map(
      (line, i) =>
        `<text x="200" y="${282 + i * 30}" font-size="26" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('');
  const pack = SHAPES[shape](shade(colour, -0.25));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <rect width="${SIZE}" height="${SIZE}" fill="${shade(colour, 0.55)}"/>
  <circle cx="200" cy="150" r="110" fill="${shade(colour, 0.3)}"/>
  ${pack}
  <g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" text-anchor="middle" fill="#222">
    ${text}
    <text x="200" y="${282 + lines.length * 30 + 8}" font-size="20" fill="#444">${escapeXml(caption)}</text>
  </g>
</svg>`;
}

export function categorySvg(name: string, colour: string): string {
  const lines = wrap(name, 16, 2);
  const text = lines
    .map(
      (line, i) =>
        `<text x="200" y="${300 + i * 40}" font-size="34" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <rect width="${SIZE}" height="${SIZE}" fill="${colour}"/>
  <circle cx="120" cy="140" r="70" fill="#fff" opacity=".35"/>
  <circle cx="230" cy="120" r="55" fill="#fff" opacity=".25"/>
  <circle cx="290" cy="190" r="40" fill="#fff" opacity=".3"/>
  <g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" text-anchor="middle" fill="#fff">${text}</g>
</svg>`;
}

export function renderWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}
