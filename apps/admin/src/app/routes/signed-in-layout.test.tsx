// The signed-in frame's navigation: only the sections the role may open, one of them current
// (the affiliates view is Affiliates, not Dashboard too), and on a phone a menu button.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Role } from '@kirana/domain/team';
import { answerAffiliateProducts } from '../../testing/answers';
import { adminWithRole } from '../../testing/fixtures';
import { answerStats, currentUrl, mockApi, renderApp } from '../../testing/render';
import { SUPPORT_SECTIONS } from '../../testing/fixtures';

function answerDashboard() {
  const api = mockApi();
  answerStats(api, 1, 2, 3);
  answerAffiliateProducts(api);
  return api;
}

async function mainNav() {
  return screen.findByRole('navigation', { name: 'Main' });
}

function sectionNames(nav: HTMLElement): string[] {
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('the main navigation', () => {
  it.each<[Role, string[]]>([
    ['Owner', [...SUPPORT_SECTIONS, 'Team', 'Affiliates']],
    ['Reviewer', ['Dashboard', 'Stores', 'Delivery partners', 'Inbox', 'Requests']],
    ['Catalogue', ['Dashboard', 'Stores', 'Affiliates']],
    ['Support', SUPPORT_SECTIONS],
  ])('shows a %s only the sections the role may open', async (role, sections) => {
    answerDashboard();
    renderApp('/admin/dashboard', { admin: adminWithRole(role) });
    // My account closes the list: every role has one (on a phone only: the header's name
    // opens it on a wider screen).
    expect(sectionNames(await mainNav())).toEqual([...sections, 'My account']);
  });

  it('marks one section current: the affiliates view is Affiliates, not Dashboard', async () => {
    answerDashboard();
    const { router } = renderApp('/admin/dashboard?view=affiliates');
    const nav = await mainNav();
    const current = () =>
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page')
        .map((link) => link.textContent);
    await waitFor(() => expect(current()).toEqual(['Affiliates']));
    await router.navigate('/admin/dashboard');
    await waitFor(() => expect(current()).toEqual(['Dashboard']));
  });

  it('folds into a menu button that opens the sections and closes on a choice or Escape', async () => {
    answerDashboard();
    const { user, router } = renderApp('/admin/dashboard', { admin: adminWithRole('Support') });
    const nav = await mainNav();
    const menu = within(nav).getByRole('button', { name: 'Menu' });
    const list = document.getElementById(menu.getAttribute('aria-controls') ?? '');
    expect(list).not.toBeNull();
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(sectionNames(list as HTMLElement)).toEqual([...SUPPORT_SECTIONS, 'My account']);
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();

    await user.click(menu);
    await user.click(within(nav).getByRole('link', { name: 'Stores' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/manage-branch'));
    // The menu closes and the new section is marked once the route has rendered.
    await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Stores' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
  });
});

describe('moving between screens', () => {
  it('opens a new screen at its top, and a link to a part of one at that part', async () => {
    answerDashboard();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    // jsdom lays nothing out and has no scrollIntoView.
    const scrollIntoView = vi.fn();
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      value: scrollIntoView,
      configurable: true,
    });
    try {
      const { router } = renderApp('/admin/dashboard');
      await mainNav();
      scrollTo.mockClear();
      await router.navigate('/admin/account');
      await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));

      await router.navigate('/admin/dashboard#main');
      await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
      expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('main'));
      // Nothing scrolled back to the top after it.
      const [scrolledTo = 0] = scrollIntoView.mock.invocationCallOrder;
      expect(scrollTo.mock.invocationCallOrder.filter((order) => order > scrolledTo)).toEqual([]);
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });
});
