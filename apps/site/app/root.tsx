// The document of every page: head, navigation bar, footer, languages and the error page.
import '@kirana/ui/tokens.css';
import '@kirana/ui/base.css';
import './styles/site.css';
import './styles/fonts.css';
import { useEffect, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  type LinksFunction,
} from 'react-router';
import { Footer } from './components/footer/footer';
import { NavBar } from './components/nav-bar/nav-bar';
import { enhanceNavBar } from './components/nav-bar/nav-behaviour';
import { NotFound } from './components/not-found/not-found';
import { PageHeader } from './components/page-header/page-header';
import { useI18n, useLocale } from './i18n/use-i18n';
import type { Route } from './+types/root';
import faviconSvg from '../public/favicon.svg?raw';
import { svgDataUrl } from './lib/svg-data-url';

/**
 * The favicon travels in the page (0.3 KB): as a file it was one more request beside the
 * stylesheet and the fonts on a slow link, which the first paint waited behind. /favicon.svg
 * stays for the structured data's logo and for tools that ask for it.
 */
const FAVICON = svgDataUrl(faviconSvg);

export const links: LinksFunction = () => [{ rel: 'icon', href: FAVICON, type: 'image/svg+xml' }];

/**
 * Without JavaScript the menu button cannot work: on small screens the navigation links are
 * shown in a header that scrolls away with the page (the menu button is hidden). FAQ answers
 * are <details>, which need no script.
 */
const NO_SCRIPT_CSS = [
  '@media (max-width: 63.99rem){',
  '[data-nav-menu]{display:block!important}[data-nav-toggle]{display:none!important}',
  'header[data-menu-open]{position:relative!important;background:#fff}}',
].join('');

export function Layout({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f7a4d" />
        <Meta />
        <Links />
        <noscript>
          <style>{NO_SCRIPT_CSS}</style>
        </noscript>
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Navigation bar, the page, footer: the frame of every page. The built site never hydrates
 * it (scripts/islands.mjs drops React Router's client and loads the bar's own module); under
 * the dev server, where React Router runs the whole page, this effect wires the bar instead.
 */
function SiteFrame({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  useEffect(() => enhanceNavBar(document), []);
  return (
    <>
      <a href="#main" className="skip-link">
        {t.frame.skipLink}
      </a>
      <NavBar />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}

export default function Root() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

function ErrorPage() {
  const { t } = useI18n();
  return <PageHeader title={t.frame.errorTitle} intro={t.frame.errorIntro} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <SiteFrame>
        <NotFound />
      </SiteFrame>
    );
  }
  return (
    <SiteFrame>
      <ErrorPage />
    </SiteFrame>
  );
}
