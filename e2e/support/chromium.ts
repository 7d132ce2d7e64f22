// Debian's Chromium driven by playwright-core, with the flags this machine needs.
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

/**
 * How long a browser action (a click, a navigation, waiting for an event) may take before it
 * fails naming itself: under the tests' own 30 s, so a stuck step says which step it was
 * instead of the test timing out. A wait that may take longer passes its own timeout.
 */
export const ACTION_TIMEOUT_MS = 20_000;

/** An owner's phone: a narrow touch screen that asks for no motion. */
export const PHONE = {
  viewport: { width: 375, height: 800 },
  hasTouch: true,
  reducedMotion: 'reduce',
} as const;

/** Playwright gives every launch a fresh, empty user-data dir. */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    return context;
  };
  return browser;
}

/**
 * One Chromium for a file's tests: launched before them (with `alongside`, an API login say, at
 * the same time) and closed after them. `ready` gets the browser and what `alongside` answered.
 */
export function launchForFile<T = undefined>(
  ready: (browser: Browser, alongside: T) => void,
  alongside?: () => Promise<T>,
): void {
  let browser: Browser | undefined;
  beforeAll(async () => {
    const [launched, answer] = await Promise.all([launchChromium(), alongside?.()]);
    browser = launched;
    ready(launched, answer as T);
  });
  afterAll(async () => {
    await browser?.close();
  });
}
