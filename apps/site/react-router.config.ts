import type { Config } from '@react-router/dev/config';
import { PRERENDER_PATHS } from './app/site-map';

export default {
  ssr: false,
  buildDirectory: 'build',
  prerender: () => [...PRERENDER_PATHS],
} satisfies Config;
