import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { currentLocation, renderInRouter } from '../../testing/render';
import { NavBar } from './nav-bar';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('NavBar', () => {
  it('is transparent at the top and turns solid once scrolled past 10 pixels', () => {
    renderInRouter(<NavBar />);
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(10);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(11);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    scrollTo(0);
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  it('links the brand and the five pages', async () => {
    renderInRouter(<NavBar />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Menu' }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Kirana' })).toHaveAttribute('href', '/');
    const expected = [
      ['Home', '/'],
      ['About Us', '/about'],
      ['How It Works', '/how-it-works'],
      ['FAQ', '/faqs'],
      ['Contact', '/contact'],
    ];
    for (const [name, href] of expected) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('sends Download App to #download on the landing page and /#download elsewhere', () => {
    // Queried with hidden: true, as on a small screen the link is in the closed menu.
    const { unmount } = renderInRouter(<NavBar />, '/');
    expect(screen.getByRole('link', { name: 'Download App', hidden: true })).toHaveAttribute(
      'href',
      '#download',
    );
    unmount();
    renderInRouter(<NavBar />, '/about');
    expect(screen.getByRole('link', { name: 'Download App', hidden: true })).toHaveAttribute(
      'href',
      '/#download',
    );
  });

  it('opens and closes the small-screen menu with its button', async () => {
    const user = userEvent.setup();
    renderInRouter(<NavBar />);
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

  it('closes the menu when a link is chosen', async () => {
    const user = userEvent.setup();
    renderInRouter(<NavBar />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'About Us' }));
    expect(currentLocation()).toBe('/about');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'About Us' })).not.toBeInTheDocument();
  });

  it('closes the menu when the link of the current page is chosen', async () => {
    const user = userEvent.setup();
    renderInRouter(<NavBar />, '/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(currentLocation()).toBe('/');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu when the Download App link is chosen', async () => {
    const user = userEvent.setup();
    renderInRouter(<NavBar />, '/faqs');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Download App' }));
    expect(currentLocation()).toBe('/#download');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu on Escape', async () => {
    const user = userEvent.setup();
    renderInRouter(<NavBar />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
