// The site's store finder as a visitor uses it: a pincode typed and looked up.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Looks up a pincode the platform does not serve yet, and waits for the finder to say so. */
export async function expectComingSoon(page: Page, finder: Locator): Promise<void> {
  await finder.getByLabel('Pincode').fill('999999');
  await finder.getByRole('button', { name: 'Find Stores' }).click();
  await expect
    .poll(() => page.getByText('We are coming soon in your location', { exact: true }).isVisible())
    .toBe(true);
}
