// Branch lookup, the branch list (pending first, status filter, search), one branch's details,
// and approving and rejecting pending stores; against the real API's demo stores.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { launchChromium } from '../support/chromium';
import {
  apiCall,
  apiLogin,
  branchNamed,
  closePage,
  expectHeading,
  expectNoSidewaysScroll,
  openAdmin,
  pathOf,
  type ApiSession,
} from './support';

interface Branch {
  _id: string;
  name: string;
  status: string;
  ownerName: string;
  phone: string;
  address: { city: string; pincode: string; street: string };
}

let browser: Browser;
let session: ApiSession;

beforeAll(async () => {
  [browser, session] = await Promise.all([launchChromium(), apiLogin()]);
});
afterAll(async () => {
  await browser?.close();
});

async function listBranches(query: string) {
  const { data } = await apiCall<{ data: { branches: Branch[]; total: number } }>(
    session.token,
    'GET',
    `/api/admin/branches?pageSize=100${query}`,
  );
  return data;
}

const STATUS_LABEL: Record<string, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

describe('branch lookup', () => {
  test('asks for an id, says when none matches, and opens a found branch', async () => {
    const page = await openAdmin(browser, '/admin/dashboard', { session });
    await expectHeading(page, 'Dashboard');
    const lookup = page.getByRole('region', { name: 'Branch Management' });
    const field = lookup.getByLabel('Branch ID');
    const open = lookup.getByRole('button', { name: 'Open Branch' });

    await open.click();
    await expect.poll(() => lookup.getByText('Please enter a Branch ID.').count()).toBe(1);
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    await field.fill('00000000-0000-4000-8000-000000000000');
    await open.click();
    await expect
      .poll(() => lookup.getByRole('alert').allInnerTexts())
      .toEqual(['Branch not found.']);
    expect(pathOf(page)).toBe('/admin/dashboard');

    const branch = await branchNamed(session.token, 'Annapurna Grocers');
    await field.fill(` ${branch._id} `);
    await open.click();
    await expect.poll(() => pathOf(page)).toBe(`/admin/manage-branch?branchId=${branch._id}`);
    await expectHeading(page, 'Branch Management');
    const details = page.getByRole('region', { name: 'Branch Details' });
    await expect.poll(() => details.locator('dd').first().innerText()).toBe('Annapurna Grocers');
    await closePage(page);
  });
});

describe('branch list', () => {
  test('lists every branch with the pending ones first', async () => {
    const all = await listBranches('');
    const pending = all.branches.filter((branch) => branch.status === 'pending').length;
    expect(all.total).toBe(15);

    const page = await openAdmin(browser, '/admin/manage-branch', { session });
    await expectHeading(page, 'Branches');
    await expect.poll(() => page.getByRole('status').first().innerText()).toBe('15 branches');
    const rows = page.getByRole('main').getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(15);
    const statuses = await rows.evaluateAll((items) =>
      items.map((item) => item.lastElementChild?.lastElementChild?.textContent ?? ''),
    );
    expect(statuses.slice(0, pending)).toEqual(Array(pending).fill('Pending'));
    expect(statuses.slice(pending)).not.toContain('Pending');
    // Same order as the API answers.
    const names = await rows.evaluateAll((items) =>
      items.map((item) => item.querySelector('a > span > span')?.textContent ?? ''),
    );
    expect(names).toEqual(all.branches.map((branch) => branch.name));
    await expectNoAxeViolations(page, 'branches 1280px');
    await closePage(page);
  });

  test('filters by status and searches by name, owner, phone or pincode', async () => {
    const page = await openAdmin(browser, '/admin/manage-branch', { session, width: 375 });
    await expectHeading(page, 'Branches');
    const rows = page.getByRole('main').getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(15);

    await page.getByLabel('Status').selectOption('rejected');
    await expect.poll(() => pathOf(page)).toBe('/admin/manage-branch?status=rejected');
    const rejected = await listBranches('&status=rejected');
    expect(rejected.total).toBeGreaterThanOrEqual(2);
    await expect.poll(() => rows.allInnerTexts()).toHaveLength(rejected.total);
    for (const text of await rows.allInnerTexts()) expect(text).toContain('Rejected');
    await expect
      .poll(() => page.getByRole('status').first().innerText())
      .toBe(`${rejected.total} branches`);

    await page.getByLabel('Status').selectOption('');
    await page.getByLabel('Search branches').fill('balaji');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => pathOf(page)).toBe('/admin/manage-branch?q=balaji');
    const found = await listBranches('&q=balaji');
    expect(found.branches.map((branch) => branch.name).sort()).toEqual([
      'Balaji Super Market',
      'Sri Sai Balaji Traders',
    ]);
    await expect
      .poll(async () => (await rows.allInnerTexts()).map((text) => text.split('\n')[0]).sort())
      .toEqual(['Balaji Super Market', 'Sri Sai Balaji Traders']);

    // An owner's name and a pincode find their stores.
    for (const [q, name] of [
      ['padma', 'Annapurna Grocers'],
      ['500072', 'Sai Ram Provision Stores'],
    ] as const) {
      expect((await listBranches(`&q=${q}`)).branches.map((branch) => branch.name)).toEqual([name]);
      await page.getByLabel('Search branches').fill(q);
      await page.getByRole('button', { name: 'Search' }).click();
      await expect.poll(() => rows.allInnerTexts()).toEqual([expect.stringContaining(name)]);
    }
    await page.getByLabel('Search branches').fill('no such store');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.getByText('No branches match these filters.').count()).toBe(1);
    await expectNoAxeViolations(page, 'branches 375px');
    await expectNoSidewaysScroll(page);

    // Opening a branch from the list shows it.
    await page.getByLabel('Search branches').fill('Royal Provisions');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: /Royal Provisions/ }).click();
    await expectHeading(page, 'Branch Management');
    const royal = await branchNamed(session.token, 'Royal Provisions');
    expect(pathOf(page)).toBe(`/admin/manage-branch?branchId=${royal._id}`);
    await expectNoAxeViolations(page, 'branch detail 375px');
    await expectNoSidewaysScroll(page);
    await closePage(page);
  });
});

describe('approve and reject', () => {
  test.each([
    { name: 'Reddy Provisions', action: 'Approve', status: 'approved' },
    { name: 'Sri Sai Balaji Traders', action: 'Reject', status: 'rejected' },
  ])('$action a pending store: $name', async ({ name, action, status }) => {
    const branch = await branchNamed(session.token, name);
    expect(branch.status).toBe('pending');

    // Opened from the list, which then shows the decision without a reload.
    const page = await openAdmin(browser, '/admin/manage-branch', { session });
    await expectHeading(page, 'Branches');
    const row = page.getByRole('link', { name: new RegExp(`^${name}`) });
    await expect.poll(() => row.innerText()).toContain('Pending');
    await row.click();
    await expectHeading(page, 'Branch Management');
    expect(pathOf(page)).toBe(`/admin/manage-branch?branchId=${branch._id}`);
    const details = page.getByRole('region', { name: 'Branch Details' });
    const actions = page.getByRole('region', { name: 'Branch Actions' });
    await expect
      .poll(() => details.locator('dd').allInnerTexts())
      .toEqual([name, branch._id, expect.stringMatching(/^\+91 /), 'Pending']);
    expect(await actions.getByRole('button').allInnerTexts()).toEqual(['Approve', 'Reject']);
    expect(
      await actions.getByRole('link', { name: 'Inventory Management' }).getAttribute('href'),
    ).toBe(`/admin/manage-branch/${branch._id}/inventory`);
    if (action === 'Approve') await expectNoAxeViolations(page, 'pending branch 1280px');

    await actions.getByRole('button', { name: action }).click();
    await expect
      .poll(() => actions.getByRole('status').allInnerTexts())
      .toEqual([`Branch has been successfully ${status}.`]);
    await expect.poll(() => details.locator('dd').last().innerText()).toBe(STATUS_LABEL[status]);
    expect(await actions.getByRole('button').count()).toBe(0);
    expect((await branchNamed(session.token, name)).status).toBe(status);

    await page.getByRole('link', { name: '← All branches' }).click();
    await expectHeading(page, 'Branches');
    await expect.poll(() => row.innerText()).toContain(STATUS_LABEL[status]);
    expect(await row.innerText()).not.toContain('Pending');

    // After a reload the branch is still decided and the buttons stay away.
    await page.goto(
      page
        .url()
        .replace(/\/admin\/manage-branch.*$/, `/admin/manage-branch?branchId=${branch._id}`),
    );
    await expectHeading(page, 'Branch Management');
    await expect.poll(() => details.locator('dd').last().innerText()).toBe(STATUS_LABEL[status]);
    expect(await actions.getByRole('button').count()).toBe(0);
    if (action === 'Reject') await expectNoAxeViolations(page, 'decided branch 1280px');
    await closePage(page);
  });
});
