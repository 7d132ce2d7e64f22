// The site's main build: React Router's prerender of every page.
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// This build prerenders the HTML; since issue 17 its client scripts ship on no page
// (scripts/islands.mjs takes them out, vite.islands.config.ts builds what pages load). The
// grouping below is kept for the dev server and for a page that may need the router again.
// Fewer, larger files: Lighthouse's mobile run (slow 4G, HTTP/1.1 with six connections per
// host) showed first paint waiting behind 4-10 stylesheets and 20-30 script requests per page.
// One stylesheet for the whole site (about 7 KB gzipped), React and React Router in one
// "framework" chunk, and the components and rules that two or more pages share in one "shared"
// chunk; each route keeps its own module. The form rules (zod, jitless.ts and the domain's rule
// modules) that two forms share go in a "rules" chunk that only those forms load: in "shared"
// they would reach every page.
export default defineConfig({
  plugins: [reactRouter()],
  build: {
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser|isbot)[\\/]/,
            },
            {
              name: 'rules',
              test: /([\\/]packages[\\/]domain[\\/](src|dist)[\\/](jitless|validation|[a-z-]*-rules|contact-form)\.|[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?zod[\\/])/,
              minShareCount: 2,
            },
            {
              name: 'shared',
              test: /[\\/](packages[\\/](ui|domain|api-client)[\\/]|app[\\/](components|lib|config)|openapi-fetch)/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
