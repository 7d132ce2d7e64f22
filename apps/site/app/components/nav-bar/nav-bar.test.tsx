// The navigation bar as the built site has it: the prerendered markup (NavBar) wired by its
// plain module (nav-behaviour.ts), with no React state involved.
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderInRouter } from '../../testing/render';
import { NavBar } from './nav-bar';
import { enhanceNavBar } from './nav-behaviour';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

let unwire: () => void = () => {};
/** jsdom cannot load pages: links are followed as far as the click. */
const stayOnPage = (event: MouseEvent) => event.preventDefault();

function renderBar(path = '/') {
  const view = renderInRouter(<NavBar />, path);
  unwire = enhanceNavBar(document);
  return view;
}

beforeEach(() => document.addEventListener('click', stayOnPage));
afterEach(() => {
  unwire();
  document.removeEventListener('click', stayOnPage);
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('NavBar', () => {
  it('is transparent at the top and turns solid once scrolled past 10 pixels', () => {
    renderBar();
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(10);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(11);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    scrollTo(0);
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  it('starts solid on a page opened scrolled down (reload, back button)', () => {
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    renderBar();
    expect(screen.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
  });

  it('links the brand, the five pages and the registration, the current one marked', async () => {
    renderBar('/about');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Menu' }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Kirana' })).toHaveAttribute('href', '/');
    const expected = [
      ['Home', '/'],
      ['About Us', '/about'],
      ['How It Works', '/how-it-works'],
      ['FAQ', '/faqs'],
      ['Contact', '/contact'],
      ['Register Your Store', '/register-store'],
    ];
    for (const [name, href] of expected) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('sends Download App to #download on the landing page and /#download elsewhere', () => {
    // Queried with hidden: true, as on a small screen the link is in the closed menu.
    const { unmount } = renderBar('/');
    expect(screen.getByRole('link', { name: 'Download App', hidden: true })).toHaveAttribute(
      'href',
      '#download',
    );
    unmount();
    unwire();
    renderBar('/about');
    expect(screen.getByRole('link', { name: 'Download App', hidden: true })).toHaveAttribute(
      'href',
      '/#download',
    );
  });

  it('opens and closes the small-screen menu with its button', async () => {
    const user = userEvent.setup();
    renderBar();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeVisible();
    expect(screen.queryByRole('link', { name: 'About Us' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();
    expect(menu).toContainElement(screen.getByRole('link', { name: 'About Us' }));
    // Solid background while open, even at the top of the page.
    expect(screen.getByRole('banner')).toHaveAttribute('data-menu-open', 'true');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
  });

  it.each(['About Us', 'Home', 'Download App'])(
    'closes the menu when %s is chosen',
    async (name) => {
      const user = userEvent.setup();
      renderBar('/');
      const toggle = screen.getByRole('button', { name: 'Menu' });
      await user.click(toggle);
      await user.click(screen.getByRole('link', { name }));
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByRole('banner')).toHaveAttribute('data-menu-open', 'false');
      expect(screen.queryByRole('link', { name: 'About Us' })).not.toBeInTheDocument();
    },
  );

  it('closes the menu on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    renderBar();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('speaks the language of its page and links each language to the same page', () => {
    renderBar('/te/faqs');
    const nav = screen.getByRole('navigation', { name: 'ప్రధాన మెనూ' });
    expect(within(nav).getByRole('link', { name: 'ప్రశ్నలు', hidden: true })).toHaveAttribute(
      'href',
      '/te/faqs',
    );
    expect(within(nav).getByRole('link', { name: 'Kirana' })).toHaveAttribute('href', '/te/');
    expect(screen.getByRole('button', { name: 'మెనూ' })).toBeInTheDocument();
    const switcher = within(nav).getByRole('group', { name: 'భాష', hidden: true });
    const links = within(switcher).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])).toEqual(
      [
        ['en', '/faqs'],
        ['te', '/te/faqs'],
        ['hi', '/hi/faqs'],
      ],
    );
    expect(within(switcher).getByRole('link', { name: 'తెలుగు', hidden: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(switcher).getByRole('link', { name: 'हिन्दी', hidden: true })).toHaveAttribute(
      'lang',
      'hi',
    );
  });
});
