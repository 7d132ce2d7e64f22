// Demo registration documents drawn at seed time (no downloads): an FSSAI certificate, an owner's
// ID card with a face placeholder, and a shop front, rendered from SVG by sharp; some made
// deliberately unclear (blurred, dark, low resolution), and some certificates as a plain PDF.
import sharp from 'sharp';
import { GOVERNMENT_ID_LABELS, maskedIdNumber, type GovernmentIdType } from '@kirana/domain/stores';
import { newDocumentKey, type Storage } from '../storage/storage.js';

const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface CertificateFacts {
  businessName: string;
  ownerName: string;
  address: string;
  fssaiNumber: string;
  issuedOn: string;
  validUntil: string;
}

/** An FSSAI registration certificate (portrait, 1240 x 1754). */
export function certificateSvg(facts: CertificateFacts): string {
  const rows: [string, string][] = [
    ['Registration No.', facts.fssaiNumber],
    ['Name of Business', facts.businessName],
    ['Name of Proprietor', facts.ownerName],
    ['Address of Premises', facts.address],
    ['Kind of Business', 'Retail trade (general provision store)'],
    ['Date of Issue', facts.issuedOn],
    ['Valid Up To', facts.validUntil],
  ];
  const table = rows
    .map(
      ([label, value], i) => `
      <text x="150" y="${700 + i * 110}" font-size="30" fill="#555">${escapeXml(label)}</text>
      <text x="560" y="${700 + i * 110}" font-size="34" font-weight="700" fill="#1a1a1a">${escapeXml(value.slice(0, 38))}</text>
      <line x1="150" y1="${730 + i * 110}" x2="1090" y2="${730 + i * 110}" stroke="#ddd" stroke-width="2"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1240" height="1754" viewBox="0 0 1240 1754">
  <rect width="1240" height="1754" fill="#fffdf5"/>
  <rect x="40" y="40" width="1160" height="1674" fill="none" stroke="#1f5f9f" stroke-width="14"/>
  <rect x="64" y="64" width="1112" height="1626" fill="none" stroke="#c89b2a" stroke-width="4"/>
  <circle cx="620" cy="230" r="95" fill="#1f5f9f"/>
  <circle cx="620" cy="230" r="70" fill="#fffdf5"/>
  <path d="M620 175 L640 225 L690 230 L650 260 L665 310 L620 282 L575 310 L590 260 L550 230 L600 225 Z" fill="#c89b2a"/>
  <g font-family="${FONT}" text-anchor="middle">
    <text x="620" y="400" font-size="44" font-weight="700" fill="#1f5f9f">Food Safety and Standards Authority of India</text>
    <text x="620" y="460" font-size="30" fill="#333">Government of Telangana · Commissioner of Food Safety</text>
    <text x="620" y="560" font-size="52" font-weight="700" fill="#1a1a1a">REGISTRATION CERTIFICATE</text>
  </g>
  <g font-family="${FONT}">${table}</g>
  <g font-family="${FONT}" text-anchor="middle" fill="#555">
    <text x="620" y="1560" font-size="26">This certificate must be displayed at a prominent place in the premises.</text>
    <text x="900" y="1480" font-size="28" fill="#1f5f9f">Designated Officer</text>
  </g>
  <path d="M780 1440 q40 -40 80 0 t80 0 t80 0" fill="none" stroke="#1f5f9f" stroke-width="4"/>
</svg>`;
}

export interface IdCardFacts {
  name: string;
  type: GovernmentIdType;
  last4: string;
  birthYear: number;
  colour: string;
}

/** An ID card (landscape, 1012 x 638) with a face placeholder and the number masked. */
export function idCardSvg(facts: IdCardFacts): string {
  const label = GOVERNMENT_ID_LABELS[facts.type];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1012" height="638" viewBox="0 0 1012 638">
  <rect width="1012" height="638" fill="#ffffff"/>
  <rect width="1012" height="638" rx="36" fill="#f6f8fb"/>
  <rect width="1012" height="130" rx="36" fill="${facts.colour}"/>
  <rect y="90" width="1012" height="40" fill="${facts.colour}"/>
  <g font-family="${FONT}" fill="#fff">
    <text x="48" y="82" font-size="40" font-weight="700">${escapeXml(label.toUpperCase())}</text>
    <text x="964" y="82" font-size="26" text-anchor="end">Government of India</text>
  </g>
  <rect x="48" y="170" width="250" height="310" rx="12" fill="#dfe6ee"/>
  <circle cx="173" cy="280" r="70" fill="#9aa9b8"/>
  <path d="M68 480 Q80 370 173 365 Q266 370 278 480 Z" fill="#9aa9b8"/>
  <g font-family="${FONT}" fill="#1a1a1a">
    <text x="340" y="215" font-size="26" fill="#667">Name</text>
    <text x="340" y="258" font-size="38" font-weight="700">${escapeXml(facts.name)}</text>
    <text x="340" y="320" font-size="26" fill="#667">Year of birth</text>
    <text x="340" y="360" font-size="34">${facts.birthYear}</text>
    <text x="340" y="420" font-size="26" fill="#667">Number</text>
    <text x="340" y="466" font-size="44" font-weight="700" letter-spacing="4">${escapeXml(maskedIdNumber(facts.type, facts.last4))}</text>
  </g>
  <rect x="48" y="540" width="916" height="8" rx="4" fill="${facts.colour}" opacity=".4"/>
</svg>`;
}

/** A passport-style photo (600 x 800): a face on a plain background, no text. */
export function portraitSvg(skin: string, shirt: string, background: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">
  <rect width="600" height="800" fill="${background}"/>
  <path d="M60 800 Q70 560 300 540 Q530 560 540 800 Z" fill="${shirt}"/>
  <rect x="255" y="450" width="90" height="110" fill="${skin}"/>
  <ellipse cx="300" cy="330" rx="150" ry="185" fill="${skin}"/>
  <path d="M150 300 Q150 140 300 135 Q450 140 450 300 Q420 200 300 205 Q180 200 150 300 Z" fill="#2b1d14"/>
  <ellipse cx="245" cy="340" rx="16" ry="11" fill="#2b1d14"/>
  <ellipse cx="355" cy="340" rx="16" ry="11" fill="#2b1d14"/>
  <path d="M300 350 Q290 400 305 410" fill="none" stroke="#8a5a3c" stroke-width="6"/>
  <path d="M255 445 Q300 470 345 445" fill="none" stroke="#7a3a2a" stroke-width="8" stroke-linecap="round"/>
</svg>`;
}

/** A shop front (1200 x 900): facade, striped awning, signboard, shutters and produce crates. */
export function shopFrontSvg(name: string, colour: string): string {
  const stripes = Array.from(
    { length: 12 },
    (_, i) =>
      `<rect x="${i * 100}" y="300" width="50" height="90" fill="${i % 2 ? '#fff' : colour}"/>`,
  ).join('');
  const crates = Array.from({ length: 4 }, (_, i) => {
    const x = 120 + i * 250;
    const fruit = ['#e4572e', '#f3a712', '#76b041', '#a4243b'][i] ?? '#e4572e';
    const dots = Array.from(
      { length: 6 },
      (_, j) =>
        `<circle cx="${x + 30 + (j % 3) * 45}" cy="${700 + Math.floor(j / 3) * 30}" r="20" fill="${fruit}"/>`,
    ).join('');
    return `<rect x="${x}" y="710" width="170" height="90" fill="#a0703c"/>${dots}`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
  <rect width="1200" height="900" fill="#bfe3f5"/>
  <rect y="80" width="1200" height="720" fill="#e9dcc5"/>
  <rect x="80" y="120" width="1040" height="170" rx="10" fill="${colour}"/>
  <text x="600" y="228" font-family="${FONT}" font-size="64" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(name.slice(0, 28))}</text>
  ${stripes}
  <rect x="120" y="400" width="960" height="300" fill="#4a4a4a"/>
  ${Array.from({ length: 15 }, (_, i) => `<rect x="120" y="${410 + i * 19}" width="960" height="6" fill="#5d5d5d"/>`).join('')}
  <rect x="380" y="430" width="440" height="270" fill="#f3efe6"/>
  <rect x="400" y="450" width="400" height="40" fill="#d9cdb5"/><rect x="400" y="520" width="400" height="40" fill="#d9cdb5"/><rect x="400" y="590" width="400" height="40" fill="#d9cdb5"/>
  ${crates}
  <rect y="800" width="1200" height="100" fill="#8d8d8d"/>
</svg>`;
}

/**
 * An image document as JPEG. `unclear` makes it what a reviewer must send back: dark, blurred
 * and at a quarter of its resolution. Plain libjpeg, not mozjpeg: a quarter of the time for
 * drawings this simple, which matters with 70-odd demo stores of three documents each.
 */
export async function renderDocument(svg: string, unclear = false): Promise<Buffer> {
  const image = sharp(Buffer.from(svg));
  if (!unclear) return image.jpeg({ quality: 82 }).toBuffer();
  const { width = 800 } = await image.metadata();
  const small = await image.resize({ width: Math.round(width / 4) }).toBuffer();
  return sharp(small)
    .resize({ width })
    .blur(6)
    .modulate({ brightness: 0.55 })
    .jpeg({ quality: 40 })
    .toBuffer();
}

/** A plain one-page PDF with lines of text (Helvetica): no scripts, no attachments. */
export function textPdf(lines: string[]): Buffer {
  const text = (value: string) =>
    value.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '');
  const content = [
    'BT /F1 20 Tf 72 760 Td 26 TL',
    ...lines.map((line, i) => `${i === 0 ? '' : 'T* '}(${text(line)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

type DocumentType = 'image/jpeg' | 'application/pdf';

/** A document to draw: its kind, its bytes (being rendered) and its type. */
export type ToDraw<K extends string> = [kind: K, bytes: Promise<Buffer>, contentType: DocumentType];

/** A drawn document, stored privately like any upload. */
export interface Drawn<K extends string> {
  kind: K;
  key: string;
  contentType: DocumentType;
  size: number;
}

/** Waits for a document's bytes and stores them under a new private key. */
export async function storeDrawn<K extends string>(
  documents: Storage,
  [kind, bytes, contentType]: ToDraw<K>,
): Promise<Drawn<K>> {
  const body = await bytes;
  const key = newDocumentKey(contentType === 'application/pdf' ? 'pdf' : 'jpg');
  await documents.put(key, body, contentType);
  return { kind, key, contentType, size: body.length };
}
