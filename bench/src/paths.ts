import { fileURLToPath } from 'node:url';

/** The repository's root (bench/src is two levels below it). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const BENCH_DIR = fileURLToPath(new URL('../', import.meta.url));
