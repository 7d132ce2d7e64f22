// Starts one stack (API on a fresh PGlite seed, the site and the admin app built against it)
// for every browser test file, and hands its addresses to the tests.
import type { TestProject } from 'vitest/node';
import { startStack, type Stack } from './support/stack';

/** The stack's addresses, as the tests `inject` them. */
type Addresses = Omit<Stack, 'stop'>;

declare module 'vitest' {
  // Declaration merging: vitest's ProvidedContext gains the stack's addresses.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface ProvidedContext extends Addresses {}
}

export default async function setup(project: TestProject) {
  const stack = await startStack();
  const { stop, ...addresses } = stack;
  for (const [name, url] of Object.entries(addresses) as [keyof Addresses, string][])
    project.provide(name, url);
  return stop;
}
