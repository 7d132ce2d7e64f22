// The entry of the admin bundle: the shared stylesheets, React DOM, and the choice of what to
// load (issue 43). A first visit to a sign-in page shows that screen alone, without the router
// or the query cache; any other page, or the page after signing in, loads the app (./app/app).
import '@kirana/ui/tokens.css';
import '@kirana/ui/base.css';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorPage } from './app/error-page';
import { isSignInPage, SignInApp } from './app/sign-in-app';

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
  render(<SignInApp onLeave={showApp} preload={() => void loadApp().catch(() => undefined)} />);
} else {
  showApp();
}
