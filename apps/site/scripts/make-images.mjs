// Draws the site's illustrations as small SVG files in public/images (run once, output is
// committed): avatars, team portraits, blog covers, the hero and the two app cards.
// `node scripts/make-images.mjs` rewrites them all. Nothing is downloaded.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images');

const C = {
  green: '#1f7a4d',
  greenDark: '#114a2f',
  greenLight: '#d3eddc',
  greenPale: '#e9f6ee',
  turmeric: '#f2b33d',
  turmericPale: '#fdf3dc',
  red: '#d9573b',
  blue: '#3c78c3',
  bluePale: '#e8f0fb',
  cream: '#fffdf8',
  ink: '#2f2c27',
  white: '#ffffff',
};

function write(path, svg) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg.replace(/\n\s*/g, '') + '\n');
  console.log(`wrote ${path} (${svg.length} bytes)`);
}

// ---------------------------------------------------------------------------------------------
// People: a head-and-shoulders portrait on a round tinted background.

function portrait({ size, bg, skin, hair, shirt, hairStyle }) {
  // Each style: hair drawn behind the head, and over the top of it.
  const styles = {
    short: [
      '',
      `<path d="M31 41c0-13 8-20 17-20s17 7 17 20c-3-6-8-9-17-9s-14 3-17 9z" fill="${hair}"/>`,
    ],
    long: [
      `<path d="M29 46c-2-18 6-27 19-27s21 9 19 27l2 22h-9l-2-22H40l-2 22h-9z" fill="${hair}"/>`,
      `<path d="M31 41c1-11 8-17 17-17s16 6 17 17c-4-5-9-7-17-7s-13 2-17 7z" fill="${hair}"/>`,
    ],
    bun: [
      `<circle cx="48" cy="18" r="7" fill="${hair}"/>`,
      `<path d="M31 41c0-13 8-19 17-19s17 6 17 19c-4-5-9-8-17-8s-13 3-17 8z" fill="${hair}"/>`,
    ],
    cap: ['', `<path d="M30 37c0-11 8-17 18-17s18 6 18 17z" fill="${hair}"/>`],
    covered: [
      `<path d="M26 48c0-20 9-30 22-30s22 10 22 30v30H26z" fill="${hair}"/>`,
      `<path d="M32 40c2-10 8-15 16-15s14 5 16 15c-4-4-9-6-16-6s-12 2-16 6z" fill="${hair}"/>`,
    ],
  };
  const [back, front] = styles[hairStyle];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 96 96">
    <clipPath id="c"><circle cx="48" cy="48" r="48"/></clipPath>
    <g clip-path="url(#c)">
      <rect width="96" height="96" fill="${bg}"/>
      ${back}
      <path d="M18 96c2-16 14-24 30-24s28 8 30 24z" fill="${shirt}"/>
      <rect x="42" y="58" width="12" height="16" rx="5" fill="${skin}"/>
      <ellipse cx="48" cy="44" rx="16" ry="19" fill="${skin}"/>
      ${front}
      <circle cx="42" cy="45" r="1.8" fill="${C.ink}"/>
      <circle cx="54" cy="45" r="1.8" fill="${C.ink}"/>
      <path d="M43 53c3 2.5 7 2.5 10 0" stroke="${C.ink}" stroke-width="1.8" fill="none" stroke-linecap="round"/>
    </g>
  </svg>`;
}

const skins = ['#c68a5e', '#a86b45', '#d9a077', '#8d5a3b', '#b97a50'];
const people = [
  [
    'avatars/sravani-reddy.svg',
    96,
    { bg: C.turmericPale, skin: skins[0], hair: '#2b1d16', shirt: C.red, hairStyle: 'long' },
  ],
  [
    'avatars/ravi-teja.svg',
    96,
    { bg: C.bluePale, skin: skins[1], hair: '#1d1713', shirt: C.blue, hairStyle: 'short' },
  ],
  [
    'avatars/fatima-begum.svg',
    96,
    { bg: C.greenPale, skin: skins[2], hair: '#3f5f8a', shirt: '#6a4c93', hairStyle: 'covered' },
  ],
  [
    'avatars/mohammed-irfan.svg',
    96,
    { bg: C.turmericPale, skin: skins[3], hair: '#f4f1ea', shirt: C.green, hairStyle: 'cap' },
  ],
  [
    'avatars/padma-rao.svg',
    96,
    { bg: C.greenPale, skin: skins[4], hair: '#241a14', shirt: C.turmeric, hairStyle: 'bun' },
  ],
  [
    'avatars/anil-kumar-goud.svg',
    96,
    { bg: C.bluePale, skin: skins[1], hair: '#2a211b', shirt: '#8a3b2f', hairStyle: 'short' },
  ],
  [
    'team/arjun-varma.svg',
    240,
    { bg: C.greenPale, skin: skins[0], hair: '#1d1713', shirt: C.greenDark, hairStyle: 'short' },
  ],
  [
    'team/meera-iyer.svg',
    240,
    { bg: C.turmericPale, skin: skins[2], hair: '#241a14', shirt: C.blue, hairStyle: 'long' },
  ],
];
for (const [path, size, look] of people) write(path, portrait({ size, ...look }));

// ---------------------------------------------------------------------------------------------
// Scenes

const storefront = (x, y, s, awning = C.green) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <rect x="0" y="40" width="200" height="150" rx="6" fill="${C.white}"/>
    <path d="M-10 40 10 0h180l20 40z" fill="${awning}"/>
    <path d="M-10 40h22v10a11 11 0 0 1-22 0zM34 40h22v10a11 11 0 0 1-22 0zM78 40h22v10a11 11 0 0 1-22 0zM122 40h22v10a11 11 0 0 1-22 0zM166 40h22v10a11 11 0 0 1-22 0z" fill="${C.white}"/>
    <path d="M12 40h22v10a11 11 0 0 1-22 0zM56 40h22v10a11 11 0 0 1-22 0zM100 40h22v10a11 11 0 0 1-22 0zM144 40h22v10a11 11 0 0 1-22 0zM188 40h22v10a11 11 0 0 1-22 0z" fill="${C.turmeric}"/>
    <rect x="18" y="70" width="90" height="80" rx="4" fill="${C.greenPale}"/>
    <rect x="26" y="80" width="20" height="24" rx="3" fill="${C.red}"/>
    <rect x="52" y="86" width="20" height="18" rx="3" fill="${C.turmeric}"/>
    <rect x="78" y="78" width="22" height="26" rx="3" fill="${C.blue}"/>
    <rect x="26" y="114" width="74" height="6" rx="3" fill="${C.green}"/>
    <rect x="28" y="124" width="16" height="20" rx="3" fill="${C.turmeric}"/>
    <rect x="50" y="128" width="22" height="16" rx="3" fill="${C.green}"/>
    <rect x="78" y="122" width="20" height="22" rx="3" fill="${C.red}"/>
    <rect x="124" y="80" width="58" height="110" rx="4" fill="${C.greenDark}"/>
    <circle cx="170" cy="138" r="4" fill="${C.turmeric}"/>
  </g>`;

const phone = (x, y, s, screen = C.greenPale) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <rect x="0" y="0" width="120" height="230" rx="18" fill="${C.ink}"/>
    <rect x="8" y="14" width="104" height="200" rx="10" fill="${screen}"/>
    <rect x="18" y="28" width="84" height="14" rx="7" fill="${C.white}"/>
    <rect x="18" y="52" width="84" height="40" rx="8" fill="${C.white}"/>
    <rect x="26" y="60" width="24" height="24" rx="5" fill="${C.turmeric}"/>
    <rect x="56" y="64" width="38" height="6" rx="3" fill="${C.green}"/>
    <rect x="56" y="75" width="26" height="5" rx="2.5" fill="${C.greenLight}"/>
    <rect x="18" y="100" width="84" height="40" rx="8" fill="${C.white}"/>
    <rect x="26" y="108" width="24" height="24" rx="5" fill="${C.red}"/>
    <rect x="56" y="112" width="38" height="6" rx="3" fill="${C.green}"/>
    <rect x="56" y="123" width="26" height="5" rx="2.5" fill="${C.greenLight}"/>
    <rect x="18" y="176" width="84" height="24" rx="12" fill="${C.green}"/>
  </g>`;

const scooter = (x, y, s) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <circle cx="30" cy="90" r="20" fill="${C.ink}"/><circle cx="30" cy="90" r="8" fill="${C.white}"/>
    <circle cx="150" cy="90" r="20" fill="${C.ink}"/><circle cx="150" cy="90" r="8" fill="${C.white}"/>
    <path d="M20 80h60l20-30h40l20 40H10z" fill="${C.red}"/>
    <path d="M140 50l-10-40h-14" stroke="${C.ink}" stroke-width="6" fill="none" stroke-linecap="round"/>
    <rect x="30" y="20" width="48" height="44" rx="6" fill="${C.turmeric}"/>
    <path d="M44 20v-8h20v8" stroke="${C.greenDark}" stroke-width="4" fill="none"/>
  </g>`;

const bag = (x, y, s) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <path d="M0 30h100l-8 110H8z" fill="${C.turmeric}"/>
    <path d="M30 30V18a20 20 0 0 1 40 0v12" stroke="${C.greenDark}" stroke-width="6" fill="none"/>
    <circle cx="30" cy="18" r="18" fill="${C.green}"/>
    <rect x="56" y="-8" width="18" height="40" rx="4" fill="${C.red}"/>
    <circle cx="84" cy="14" r="14" fill="#f08a24"/>
  </g>`;

const scene = (w, h, bg, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <rect width="${w}" height="${h}" fill="${bg}"/>${body}</svg>`;

write(
  'hero.svg',
  scene(
    560,
    480,
    'none',
    `<circle cx="300" cy="250" r="210" fill="${C.greenLight}"/>
     <circle cx="470" cy="90" r="46" fill="${C.turmeric}" opacity=".55"/>
     <rect x="40" y="392" width="480" height="14" rx="7" fill="${C.green}" opacity=".25"/>
     ${storefront(70, 170, 1.15)}
     ${phone(360, 150, 1)}
     ${bag(150, 300, 0.62)}
     <circle cx="470" cy="150" r="24" fill="${C.green}"/>
     <path d="M459 150l8 8 14-15" stroke="${C.white}" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  ),
);

write(
  'app-customer.svg',
  scene(
    120,
    120,
    'none',
    `<circle cx="60" cy="60" r="60" fill="${C.greenLight}"/>${phone(32, 12, 0.42)}${bag(66, 66, 0.3)}`,
  ),
);
write(
  'app-partner.svg',
  scene(
    120,
    120,
    'none',
    `<circle cx="60" cy="60" r="60" fill="${C.turmericPale}"/>${storefront(18, 28, 0.36, C.greenDark)}${phone(70, 48, 0.26, C.turmericPale)}`,
  ),
);

// Blog covers, 800 x 450.
const covers = [
  // 1 Digital tools: store and phone
  [
    C.greenPale,
    `${storefront(120, 150, 1.3)}${phone(470, 90, 1.3)}<circle cx="700" cy="90" r="40" fill="${C.turmeric}" opacity=".6"/>`,
  ],
  // 2 Community: a street of stores
  [
    C.turmericPale,
    `${storefront(40, 170, 1.0, C.green)}${storefront(290, 170, 1.0, C.red)}${storefront(540, 170, 1.0, C.blue)}<rect y="410" width="800" height="40" fill="${C.green}" opacity=".3"/>`,
  ],
  // 3 Quick commerce: scooter and bag
  [
    C.bluePale,
    `<rect y="380" width="800" height="70" fill="${C.ink}" opacity=".15"/>${scooter(220, 230, 1.7)}${bag(560, 220, 1.1)}<path d="M60 300h120M90 330h90M40 360h140" stroke="${C.blue}" stroke-width="8" stroke-linecap="round"/>`,
  ],
  // 4 Success story: store owner and rising chart
  [
    C.greenPale,
    `${storefront(80, 150, 1.3)}<rect x="470" y="90" width="260" height="280" rx="16" fill="${C.white}"/><rect x="510" y="290" width="36" height="50" rx="4" fill="${C.greenLight}"/><rect x="566" y="250" width="36" height="90" rx="4" fill="${C.green}" opacity=".6"/><rect x="622" y="190" width="36" height="150" rx="4" fill="${C.green}"/><path d="M510 230l60-40 50 20 70-80" stroke="${C.turmeric}" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  ],
  // 5 Strategy: checklist and basket
  [
    C.turmericPale,
    `<rect x="150" y="70" width="260" height="320" rx="16" fill="${C.white}"/>${[0, 1, 2, 3, 4].map((i) => `<rect x="180" y="${110 + i * 54}" width="28" height="28" rx="6" fill="${i < 3 ? C.green : C.greenLight}"/><rect x="222" y="${118 + i * 54}" width="${150 - (i % 2) * 40}" height="12" rx="6" fill="${C.greenLight}"/>`).join('')}${bag(500, 200, 1.3)}`,
  ],
  // 6 Payments: phone and notes
  [
    C.bluePale,
    `${phone(200, 80, 1.3)}<text x="265" y="300" font-family="sans-serif" font-size="40" font-weight="700" fill="${C.green}" text-anchor="middle">UPI</text>${[0, 1, 2].map((i) => `<rect x="${440 + i * 24}" y="${190 + i * 30}" width="220" height="110" rx="10" fill="${i === 2 ? '#8fc9a3' : C.greenLight}" stroke="${C.green}" stroke-width="4"/>`).join('')}<circle cx="614" cy="305" r="30" fill="none" stroke="${C.green}" stroke-width="4"/><text x="614" y="318" font-family="sans-serif" font-size="36" font-weight="700" fill="${C.green}" text-anchor="middle">&#8377;</text>`,
  ],
];
covers.forEach(([bg, body], i) => write(`blog/post-${i + 1}.svg`, scene(800, 450, bg, body)));

// Favicon: the logo mark.
writeFileSync(
  join(root, '..', 'favicon.svg'),
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${C.green}"/><path d="M7 13l2-5h14l2 5z" fill="${C.turmeric}"/><path d="M8 14h16v10H8z" fill="#fff"/><path d="M14 24v-5h4v5" fill="${C.green}"/></svg>\n`,
);

// Link-preview card (1200 x 630): rasterised to og-card.png by scripts/make-og-card.sh.
write(
  'og-card.svg',
  scene(
    1200,
    630,
    C.greenPale,
    `<circle cx="1000" cy="120" r="140" fill="${C.turmericPale}"/>
     ${storefront(880, 330, 1.1)}
     <rect x="80" y="120" width="72" height="72" rx="18" fill="${C.green}"/>
     <path d="M96 148l4-12h32l4 12z" fill="${C.turmeric}"/><path d="M98 150h36v24H98z" fill="#fff"/>
     <text x="172" y="172" font-family="system-ui, sans-serif" font-size="52" font-weight="700" fill="${C.ink}">Kirana</text>
     <text x="80" y="300" font-family="system-ui, sans-serif" font-size="60" font-weight="700" fill="${C.ink}">Groceries from the</text>
     <text x="80" y="372" font-family="system-ui, sans-serif" font-size="60" font-weight="700" fill="${C.ink}">neighbourhood stores</text>
     <text x="80" y="444" font-family="system-ui, sans-serif" font-size="60" font-weight="700" fill="${C.green}">you trust.</text>
     <text x="80" y="530" font-family="system-ui, sans-serif" font-size="28" fill="#5c574f">Hyderabad · delivery or pickup · pay the store directly</text>`,
  ),
);
