// The build of the navigation bar's module, the one script every page loads.
import { defineConfig } from 'vite';
import { moduleSideEffects } from './vite.islands.config';

// The navigation bar's module (app/components/nav-bar/nav-entry.ts), which every page loads:
// one file with everything it imports, built apart from the islands (./vite.islands.config.ts)
// so that a content page makes one script request and never shares a chunk with the islands.
// Written beside the islands' files with a manifest of its own, which scripts/islands.mjs
// reads with theirs.
const buildDir = process.env.SITE_BUILD_DIR ?? 'build';

export default defineConfig({
  build: {
    outDir: `${buildDir}/islands`,
    emptyOutDir: false,
    manifest: '.vite/nav-manifest.json',
    copyPublicDir: false,
    cssCodeSplit: false,
    rolldownOptions: {
      treeshake: { moduleSideEffects },
      input: { nav: 'app/components/nav-bar/nav-entry.ts' },
      output: { codeSplitting: false },
    },
  },
});
