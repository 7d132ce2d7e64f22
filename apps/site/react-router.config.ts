import type { Config } from '@react-router/dev/config';

export default {
  ssr: false,
  buildDirectory: 'build',
  async prerender() {
    return ['/'];
  },
} satisfies Config;
