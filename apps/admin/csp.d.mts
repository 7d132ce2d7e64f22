import type { Plugin } from 'vite';

export interface CspOptions {
  apiUrl: string;
  mediaUrl?: string;
}
export function contentSecurityPolicy(options: CspOptions): string;
export function securityHeaders(options: CspOptions): Record<string, string>;
export function headersFile(options: CspOptions): string;
export function securityHeadersPlugin(): Plugin;
