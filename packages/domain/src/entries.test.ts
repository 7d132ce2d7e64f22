// The entries that pages without a form import carry no zod (about 20 KB gzipped): neither they
// nor any module they import, within this package, loads zod or the jitless setting.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const ZOD_FREE = ['common', 'contact', 'uploads', 'branches', 'partners', 'decisions', 'format'];

function source(name: string): string {
  return readFileSync(new URL(`./${name}.ts`, import.meta.url), 'utf8');
}

/** The package's own modules that `name` loads at run time (type-only imports are erased). */
function closure(name: string, seen = new Set<string>()): Set<string> {
  seen.add(name);
  const imports = /^import (?!type )(?:[^']*from )?'\.\/([a-z-]+)\.js';/gm;
  for (const [, dep] of source(name).matchAll(imports)) {
    if (dep && !seen.has(dep)) closure(dep, seen);
  }
  return seen;
}

describe('zod-free entries', () => {
  it.each(ZOD_FREE)('%s imports no zod, directly or through another module', (name) => {
    const withZod = [...closure(name)].filter((module) =>
      /^import (?!type ).*'zod';/m.test(source(module)),
    );
    expect(withZod).toEqual([]);
  });

  it('the rule entries do use zod (the check can tell)', () => {
    expect(
      [...closure('partner-rules')].some((m) => /^import (?!type ).*'zod';/m.test(source(m))),
    ).toBe(true);
  });
});
