// Types of ./islands.mjs for the TypeScript that imports it (app/islands/publish.test.ts).
export interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type IslandsManifest = Record<string, ManifestChunk>;

export const SPECULATION_RULES_TEXT: string;
export const SPECULATION_RULES_HASH: string;
export const HOLD_SUBMITS_HASH: string;
export function readIslandsManifest(buildDir: string): IslandsManifest;
export function islandsFiles(manifest: IslandsManifest): string[];
export function islandsOf(html: string): string[];
export function stripFramework(html: string): string;
export function pageStart(manifest: IslandsManifest): string;
export function markIslands(html: string, manifest: IslandsManifest): string;
export function publishPage(html: string, manifest: IslandsManifest): string;
export function withHoldSubmits(html: string): string;
export function withPageStart(html: string, manifest: IslandsManifest): string;
