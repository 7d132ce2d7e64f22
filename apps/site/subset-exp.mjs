import subsetFont from 'subset-font';
import { readFileSync, readdirSync, writeFileSync, cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
const out = process.argv[2]; const display = process.argv[3] ?? 'swap';
rmSync(out, { recursive: true, force: true }); cpSync('dist', out, { recursive: true });
const files = (dir) => readdirSync(dir, { recursive: true }).map(String).filter(f => f.endsWith('.html')).map(f => join(dir, f));
const text = (lang) => { const set = new Set(); for (const f of files('dist/' + lang)) for (const ch of readFileSync(f, 'utf8')) set.add(ch); return [...set].join(''); };
for (const [lang, pat] of [['te', 'noto-sans-telugu-telugu'], ['hi', 'noto-sans-devanagari-devanagari']]) {
  const t = text(lang);
  for (const f of readdirSync(join(out, 'assets')).filter(f => f.startsWith(pat))) {
    const p = join(out, 'assets', f);
    writeFileSync(p, await subsetFont(readFileSync(p), t, { targetFormat: 'woff2' }));
  }
}
for (const f of files(out)) writeFileSync(f, readFileSync(f, 'utf8').replace(/<link rel="preload"[^>]*as="font"[^>]*>/g, ''));
for (const f of readdirSync(join(out, 'assets')).filter(f => f.endsWith('.css'))) {
  const p = join(out, 'assets', f); writeFileSync(p, readFileSync(p, 'utf8').replaceAll('font-display:swap', `font-display:${display}`));
}
