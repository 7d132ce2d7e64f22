// Types of ./page-start.mjs for the TypeScript that imports it.
export const LANGUAGE_STORAGE_KEY: string;
export function startPage(
  doc: Document,
  nav: string,
  key: string,
  go?: (path: string) => void,
): void;
export function pageStartScript(nav: string): string;
