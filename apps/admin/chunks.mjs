// How the admin's scripts are cut into files (issue 43, part 3). Rolldown's default gives each
// set of pages that share modules a file of its own: the dashboard loaded 27 files, and each
// boundary costs gzip its context. Two groups instead, both loaded by every page that needs any
// of their modules:
// - `react`: React, React DOM and our modules that the sign-in screens and the signed-in app both
//   import statically (the API client, the common messages...), which every page loads;
// - `signed-in`: React Router, TanStack Query and the rest of the signed-in app's static closure
//   (the route table, the guards, the signed-in frame), which every signed-in page loads and no
//   sign-in screen does.
// The screens keep rolldown's own chunks.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = join(dirname(fileURLToPath(import.meta.url)), 'src');
const SIGN_IN_APP = join(src, 'app/sign-in-app.tsx');
const APP = join(src, 'app/app.tsx');
const ENTRY = join(src, 'main.tsx');
const DASHBOARD = join(src, 'app/routes/dashboard.tsx');
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const SIGNED_IN_LIBRARIES = /[\\/]node_modules[\\/](react-router|@tanstack[\\/][a-z-]+)[\\/]/;

/** The modules `id` imports statically, itself included, recursively. */
function staticClosure(id, getModuleInfo) {
  const seen = new Set();
  const stack = [id];
  while (stack.length > 0) {
    const next = stack.pop();
    if (seen.has(next)) continue;
    seen.add(next);
    for (const imported of getModuleInfo(next)?.importedIds ?? []) stack.push(imported);
  }
  return seen;
}

/** Rolldown's `output.codeSplitting`. */
export function codeSplitting() {
  let closures; // of the chunking pass under way
  const closuresOf = (context) => {
    if (closures?.context !== context) {
      const getModuleInfo = (id) => context.getModuleInfo(id);
      closures = {
        context,
        entry: staticClosure(ENTRY, getModuleInfo),
        signIn: staticClosure(SIGN_IN_APP, getModuleInfo),
        app: staticClosure(APP, getModuleInfo),
        dashboard: staticClosure(DASHBOARD, getModuleInfo),
      };
    }
    return closures;
  };
  const groupOf = (id, context) => {
    if (REACT.test(id)) return 'react';
    if (SIGNED_IN_LIBRARIES.test(id)) return 'signed-in';
    if (id.includes('rolldown:runtime') || id.includes('rolldown/runtime')) return 'react';
    const { entry, signIn, app, dashboard } = closuresOf(context);
    if (entry.has(id) && id !== ENTRY) return 'react';
    if (app.has(id)) return signIn.has(id) ? 'react' : 'signed-in';
    if (signIn.has(id) && dashboard.has(id)) return 'react';
    return null;
  };
  return { groups: [{ name: groupOf, debugName: 'react and signed-in' }] };
}
