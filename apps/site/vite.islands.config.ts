// The site's second build: the scripts its pages load.
import { defineConfig } from 'vite';

// The browser code of the built site besides its HTML (docs/decisions.md, "Only the script a
// page uses"): the navigation bar's plain module, which every page loads, and one entry per
// island (app/islands), which only pages with that island load. React goes in its own chunk,
// shared by the islands of a page. scripts/islands.mjs reads the manifest to put the right
// files into each page. CSS is not taken from here: the React Router build's one stylesheet
// already holds every component's styles (same CSS module names: same root, same files).
const buildDir = process.env.SITE_BUILD_DIR ?? 'build';

export default defineConfig({
  build: {
    outDir: `${buildDir}/islands`,
    emptyOutDir: true,
    manifest: true,
    copyPublicDir: false,
    // One CSS file that nobody loads, rather than CSS per chunk: a lazily loaded chunk (the
    // forms' rules) would otherwise preload its chunk group's CSS, which is not published (the
    // main stylesheet has it), and a failed CSS preload fails the import.
    cssCodeSplit: false,
    rolldownOptions: {
      input: {
        nav: 'app/components/nav-bar/nav-entry.ts',
        'store-finder': 'app/islands/entries/store-finder.ts',
        'contact-form': 'app/islands/entries/contact-form.ts',
        'blog-list': 'app/islands/entries/blog-list.ts',
        'partner-application': 'app/islands/entries/partner-application.ts',
      },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
