// Pages opened with watchers for what must never happen: a Content Security Policy violation
// (recorded in the page from its first script on), a CSP error in the console, a dialog (an
// injected alert), an uncaught page error.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { hydrateIslands } from '../support/islands';

declare global {
  interface Window {
    __cspViolations?: string[];
    __xss?: unknown;
  }
}

export interface Watched {
  page: Page;
  /** CSP messages of the console. */
  consoleCsp: string[];
  /** Messages of dialogs (alert, confirm, prompt) the page opened. */
  dialogs: string[];
  pageErrors: string[];
  /** The violations the page recorded. */
  violations(): Promise<string[]>;
  close(): Promise<void>;
}

export async function openWatched(
  browser: Browser,
  url: string,
  storageState?: BrowserContextOptions['storageState'],
  waitUntil: 'load' | 'networkidle' = 'networkidle',
): Promise<Watched> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
    ...(storageState ? { storageState } : {}),
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} (${event.sample})`,
      );
    });
  });
  const consoleCsp: string[] = [];
  const dialogs: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) consoleCsp.push(message.text());
  });
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(url, { waitUntil });
  await hydrateIslands(page);
  return {
    page,
    consoleCsp,
    dialogs,
    pageErrors,
    violations: () => page.evaluate(() => window.__cspViolations ?? []),
    close: () => context.close(),
  };
}

/** Inline scripts that would run: any <script> with a body and without src, except data blocks. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '', body = '']) => {
      const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
      const runs = ['', 'module', 'text/javascript', 'application/javascript'].includes(type);
      return runs && !/\bsrc\s*=/.test(attributes) && body.trim() !== '';
    })
    .map(([whole]) => whole.slice(0, 120));
}

/** The policy's directives by name. */
export function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );
}
