// The entry of the admin bundle: the shared stylesheets, React DOM, and the choice of what to
// load (issue 43). A first visit to a sign-in page loads the sign-in screens alone, without the
// router or the query cache (./app/sign-in-app); any other page, or the page after signing in,
// loads the app (./app/app). Neither carries the other's code.
import '@kirana/ui/tokens.css';
import '@kirana/ui/base.css';
import './scripts.css';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorPage } from './app/error-page';
import { isSignInPage } from './app/sign-in-pages';

const element = document.getElementById('root');
if (!element) throw new Error('The page has no #root element.');
const root = createRoot(element);
const render = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);

let app: ReturnType<typeof importApp> | undefined;
const importApp = () => import('./app/app');
const loadApp = () => (app ??= importApp());

function showApp() {
  loadApp().then(
    ({ App }) => render(<App />),
    () => {
      app = undefined;
      render(<ErrorPage />);
    },
  );
}

if (isSignInPage(window.location.pathname)) {
  import('./app/sign-in-app').then(
    ({ SignInApp }) =>
      render(<SignInApp onLeave={showApp} preload={() => void loadApp().catch(() => undefined)} />),
    () => render(<ErrorPage />),
  );
} else {
  showApp();
}
