// How the admin's scripts are cut into files (issue 43, part 3). Rolldown's default gives each
// set of pages that share modules a file of its own: the dashboard loaded 27 files, and each
// boundary costs gzip its context. Two groups instead, each loaded by every page that needs any
// of its modules:
// - `react`: React, React DOM, the entry and its imports, and our modules that the sign-in screens
//   import and the signed-in app or the dashboard (its first screen) imports too (the API client,
//   the common messages, the form fields...): every page loads them;
// - `signed-in`: the rest of the signed-in app's static closure (React Router, TanStack Query,
//   the route table, the guards, the signed-in frame), which every signed-in page loads and no
//   sign-in screen does (a module a sign-in screen imports is never in it).
// A module of the dashboard that most signed-in screens import too (the panel, the loading state, the
// badge, the dates) joins `signed-in`, or `react` when a sign-in screen imports it as well.
// Every other module keeps rolldown's own chunks.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = join(dirname(fileURLToPath(import.meta.url)), 'src');
const ENTRY = join(src, 'main.tsx');
const SIGN_IN_APP = join(src, 'app/sign-in-app.tsx');
const APP = join(src, 'app/app.tsx');
const ROUTE_TABLE = join(src, 'app/router.tsx');
const DASHBOARD = join(src, 'app/routes/dashboard.tsx');
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/** A dashboard module imported by at least this share of the screens goes with the app. */
const MOST_SCREENS = 0.5;

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

/** The two groups' modules, worked out once per chunking pass. */
function groupsOf(getModuleInfo) {
  const closure = (id) => staticClosure(id, getModuleInfo);
  const entry = closure(ENTRY);
  const signIn = closure(SIGN_IN_APP);
  // The other sign-in screens (loaded when opened, without the app).
  const laterScreens = getModuleInfo(SIGN_IN_APP)?.dynamicallyImportedIds ?? [];
  const laterSignIn = new Set(laterScreens.flatMap((id) => [...closure(id)]));
  const app = closure(APP);
  const dashboard = closure(DASHBOARD);
  // The signed-in screens of the route table (it has the sign-in screens too).
  const screens = (getModuleInfo(ROUTE_TABLE)?.dynamicallyImportedIds ?? [])
    .filter((id) => !signIn.has(id) && !laterScreens.includes(id))
    .map(closure);
  const react = new Set(entry);
  const signedIn = new Set();
  for (const id of app) {
    if (signIn.has(id)) react.add(id);
    else if (!laterSignIn.has(id)) signedIn.add(id);
  }
  for (const id of dashboard) {
    if (react.has(id) || signedIn.has(id)) continue;
    if (signIn.has(id)) react.add(id);
    else if (screens.filter((used) => used.has(id)).length >= MOST_SCREENS * screens.length)
      (laterSignIn.has(id) ? react : signedIn).add(id);
  }
  return { react, signedIn };
}

/** Rolldown's `output.codeSplitting`. */
export function codeSplitting() {
  let pass; // the chunking pass under way, and its groups
  const groupOf = (id, context) => {
    if (REACT.test(id)) return 'react';
    if (pass?.context !== context)
      pass = { context, ...groupsOf((module) => context.getModuleInfo(module)) };
    if (pass.react.has(id)) return 'react';
    if (pass.signedIn.has(id)) return 'signed-in';
    return null;
  };
  return { groups: [{ name: groupOf, debugName: 'react and signed-in' }] };
}
