import type { Server } from 'node:http';

export function serveStatic(options: {
  dir: string;
  mode: 'site' | 'spa';
  port?: number;
  host?: string;
  headers?: Record<string, string>;
}): Promise<{ server: Server; url: string }>;
