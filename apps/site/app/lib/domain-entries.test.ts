// @vitest-environment node
// Pages without a form load no zod (about 20 KB gzipped): every entry of @kirana/domain that the
// site imports statically, and every module of the package it loads in turn, is zod-free. The
// forms' rules come in through `lib/rules.ts` (loaded on first use) or a module that is itself
// loaded on a form's first use (the delivery-partner application's checking and sending).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const APP = new URL('..', import.meta.url).pathname;
const DOMAIN = new URL('../../../../packages/domain/src/', import.meta.url).pathname;
const NEEDS_RULES = ['partner-application/sending.ts'];

function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The package's own modules that `name` loads at run time (type-only imports are erased). */
function closure(name: string, seen = new Set<string>()): Set<string> {
  seen.add(name);
  const source = readFileSync(join(DOMAIN, `${name}.ts`), 'utf8');
  for (const [, dep] of source.matchAll(/^import (?!type )(?:[^']*from )?'\.\/([a-z-]+)\.js';/gm)) {
    if (dep && !seen.has(dep)) closure(dep, seen);
  }
  return seen;
}

const loadsZod = (name: string) =>
  [...closure(name)].filter((module) =>
    /^import (?!type ).*'zod';/m.test(readFileSync(join(DOMAIN, `${module}.ts`), 'utf8')),
  );

const staticEntries = new Set(
  sourcesOf(APP)
    .filter((file) => !NEEDS_RULES.some((name) => file.endsWith(name)))
    .flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(
          /^import (?!type )[^;]*'@kirana\/domain\/([a-z-]+)';/gm,
        ),
      ].map(([, entry]) => entry ?? ''),
    ),
);

describe('the domain entries the site loads with its pages', () => {
  it('are the ones the pages need', () => {
    expect([...staticEntries].sort()).toEqual(
      expect.arrayContaining(['common', 'contact', 'delivery-partners', 'stores']),
    );
  });

  it.each([...staticEntries].sort())('%s loads no zod', (entry) => {
    expect(loadsZod(entry)).toEqual([]);
  });

  it('the check can tell: the rule entries do load zod', () => {
    expect(loadsZod('delivery-partner-rules')).not.toEqual([]);
    expect(loadsZod('contact-form')).not.toEqual([]);
  });
});
