// React Router's build: no server, every page of the site map prerendered to HTML.
import type { Config } from '@react-router/dev/config';
import { PRERENDER_PATHS } from './app/site-map';

export default {
  ssr: false,
  // SITE_BUILD_DIR lets the browser tests build a copy against their own API.
  buildDirectory: process.env.SITE_BUILD_DIR ?? 'build',
  prerender: () => [...PRERENDER_PATHS],
} satisfies Config;
