// The build of the islands' scripts, apart from the prerendered pages and the navigation module.
import { defineConfig, type Plugin, type Rollup } from 'vite';

// The islands' code (docs/decisions.md, "Only the script a page uses"): one entry per island
// (app/islands), which only pages with that island load. React goes in its own chunk, and the
// code three or more islands share (counting what they load later, such as the registration's
// steps) in one "shared" chunk (a page of islands loads three files besides its entries rather
// than a dozen small ones, each gzipped on its own); what only two share, such as the forms'
// state machine, is a chunk of its own that pages without those islands never load. The navigation
// bar's module, which every page loads, is built apart (./vite.nav.config.ts) so that this
// grouping never reaches the content pages. scripts/islands.mjs reads the manifests to put the
// right files into each page. CSS is not taken from here: the React Router build's one
// stylesheet already holds every component's styles (same CSS module names: same root, same
// files).
const buildDir = process.env.SITE_BUILD_DIR ?? 'build';

/** Our own code: the site's modules and the workspace packages. */
const SHARED = /[\\/](apps[\\/]site[\\/]app|packages[\\/](ui|domain|api-client))[\\/]/;
/** What loads on a form's first use and must stay out of the shared chunk, which loads at once:
 * the rules (zod and the domain's rule modules), the API client (openapi-fetch) and the reading
 * of its refusals (the contract's lists of every error code and rule). */
const LAZY =
  /[\\/](zod|openapi-fetch)[\\/]|[\\/]packages[\\/]domain[\\/](src|dist)[\\/](jitless|validation|[a-z-]*-rules|contact-form)\.|[\\/]api-client[\\/]src[\\/](create-client|error-body|generated[\\/]schema)\./;

/**
 * Code that only some islands use stays out of the shared chunk, which every island page loads:
 * the document uploads (the delivery-partner application and the store registration) and the
 * store owner's pages (/register-store and /store-status). The bundler gives each such module a
 * chunk that only the islands using it load.
 */
const NOT_SHARED =
  /[\\/]app[\\/](components[\\/]store-owner[\\/]|lib[\\/](documents|prepare-document|upload|pin|owner-session|owner-api|locate)\.|i18n[\\/](date-time|messages[\\/]en-(store-owner|owner-sign-in))\.)|[\\/]packages[\\/]ui[\\/]src[\\/](image-dropzone|progress-bar)[\\/]|[\\/]packages[\\/]domain[\\/]dist[\\/](pincodes|mobile|documents|delivery-partner-fields|owner-sign-in|store-owners|store-hours|format)\./;

/** What the site's forms share (app/lib/form-machine.ts, app/components/form-*.ts*). */
const FORMS = /[\\/]app[\\/](lib[\\/]form-machine|components[\\/]form-(field|failure))\./;

/** The owner's sign-in (on /register-store and /store-status), the class map it shares and the
 * calls both pages make. */
const OWNER_SIGN_IN =
  /[\\/]components[\\/]store-owner[\\/](owner-sign-in\.tsx|store-owner\.module\.css|calls[\\/](sign-out|read-registration)\.)/;

/**
 * What only the store pages' islands share (the store finder, the owner's pages, the partner
 * application's document limits): the stores' constants. Their own chunk, so that the blog's
 * filter and the contact form, which every other island page's shared chunk serves, do not
 * carry them.
 */
const STORES = /[\\/]packages[\\/]domain[\\/]dist[\\/]stores\./;

/**
 * The opening hours, shown and edited: only what an owner sees once signed in (the registration's
 * steps, the status page) and the finder's results use them, all loaded after the first screen,
 * so they are a chunk of their own that no island's entry imports.
 */
const HOURS =
  /[\\/]packages[\\/](domain[\\/]dist[\\/](store-hours|date-words)\.|ui[\\/]src[\\/]store-hours[\\/])/;

/**
 * The words and rules modules only define values: an island that takes one area of the English
 * catalogue (app/i18n/messages/en.ts re-exports each) or one rule of a domain module carries
 * nothing else of it. Declared, because the bundler cannot prove that computed constants (the
 * rules' message catalogue) are free of side effects. The one domain module that is run for its
 * effect, jitless (zod without code generation, for the CSP), stays. The navigation module's
 * build (./vite.nav.config.ts) declares the same.
 */
export const moduleSideEffects = (id: string) =>
  /[\\/]jitless\./.test(id) ||
  !/[\\/](app[\\/]i18n[\\/]|packages[\\/]domain[\\/]dist[\\/])/.test(id);

/**
 * The domain's `defineMessage` registers each message in a catalogue as its module loads, so that
 * the API and the admin can look a rule's message up by its key (`messageOfRule`). An island never
 * does that for a message its code does not name (the words of any refusal come in its props, by
 * rule), so here a message no code uses is dropped: declared pure, its call goes with its value.
 * A message the island's rules use is still defined, and registered, when their module loads.
 */
const PURE_FUNCTIONS = ['defineMessage', 'invalidFieldMessage'];

/**
 * Vite's helper for a lazy import (the rules, the API client) preloads its chunks and their CSS,
 * and handles cases this build does not have (CSS per chunk, a relative base, old browsers):
 * 3 KB, a third of what the islands share. This one only adds a modulepreload link per chunk,
 * so a lazy chunk's imports still download beside it.
 */
const PRELOAD_HELPER = '\0vite/preload-helper.js';
const preloadHelper: Plugin = {
  name: 'kirana:small-preload-helper',
  enforce: 'pre',
  load(id) {
    if (id !== PRELOAD_HELPER) return null;
    return `export const __vitePreload = (load, deps) => {
  for (const dep of deps || []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = '/' + dep;
    document.head.appendChild(link);
  }
  return load();
};`;
  },
};

/**
 * A lazy import's list of files to preload (carried in the chunk that imports it) leaves out what
 * that chunk imports statically: those files have loaded before the chunk could run (React, the
 * shared chunk, the sign-in's chunk on the owner's pages...). The bundle is read as it is written.
 */
let bundle: Rollup.OutputBundle = {};
const readBundle: Plugin = {
  name: 'kirana:read-bundle',
  enforce: 'pre',
  generateBundle: {
    order: 'pre',
    handler(_options, output) {
      bundle = output;
    },
  },
};

/** The files `file` imports statically, and theirs in turn. */
function staticImports(file: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[file];
  if (chunk?.type !== 'chunk') return seen;
  for (const imported of chunk.imports) {
    if (seen.has(imported)) continue;
    seen.add(imported);
    staticImports(imported, seen);
  }
  return seen;
}

export default defineConfig({
  plugins: [preloadHelper, readBundle],
  build: {
    modulePreload: {
      resolveDependencies: (_file, deps, { hostId }) => {
        const loaded = staticImports(hostId);
        return deps.filter((dep) => !loaded.has(dep));
      },
    },
    outDir: `${buildDir}/islands`,
    emptyOutDir: true,
    manifest: true,
    copyPublicDir: false,
    // One CSS file that nobody loads, rather than CSS per chunk: a lazily loaded chunk (the
    // forms' rules) would otherwise preload its chunk group's CSS, which is not published (the
    // main stylesheet has it), and a failed CSS preload fails the import.
    cssCodeSplit: false,
    rolldownOptions: {
      treeshake: { moduleSideEffects, manualPureFunctions: PURE_FUNCTIONS },
      input: {
        'store-finder': 'app/islands/entries/store-finder.ts',
        'contact-form': 'app/islands/entries/contact-form.ts',
        'blog-list': 'app/islands/entries/blog-list.ts',
        'partner-application': 'app/islands/entries/partner-application.ts',
        'register-store': 'app/islands/entries/register-store.ts',
        'store-status': 'app/islands/entries/store-status.ts',
      },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler)[\\/]/,
              priority: 3,
            },
            {
              name: 'shared',
              test: (id: string) =>
                SHARED.test(id) &&
                !LAZY.test(id) &&
                !NOT_SHARED.test(id) &&
                !FORMS.test(id) &&
                !STORES.test(id) &&
                !HOURS.test(id),
              minShareCount: 3,
              // Before the stores' group takes what the stores' modules import.
              priority: 2,
            },
            {
              // The owner's sign-in with its frame's class map, which the code's step (loaded
              // later) shares: one file on the owner's pages rather than two.
              name: 'owner-sign-in',
              test: OWNER_SIGN_IN,
              priority: 1,
            },
            {
              // The forms' machine, fields and failure: one file on a form's page, not three,
              // and none on a page without a form.
              name: 'forms',
              test: FORMS,
              minShareCount: 2,
              priority: 1,
            },
            {
              name: 'stores',
              test: STORES,
              minShareCount: 2,
              priority: 1,
            },
            {
              name: 'hours',
              test: HOURS,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
