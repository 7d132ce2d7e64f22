// Types of ./hold-submits.mjs for the TypeScript that imports it.
export function holdSubmits(doc: Document): void;
export const HOLD_SUBMITS_SCRIPT: string;
