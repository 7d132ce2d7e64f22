import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HERO_STATS } from '../content/business';
import { renderInRouter } from '../testing/render';
import Home from './home';

describe('landing page', () => {
  it('has one h1 and the hero stats', () => {
    renderInRouter(<Home />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const stat of HERO_STATS) {
      expect(screen.getByText(stat.display)).toBeInTheDocument();
      expect(screen.getByText(stat.label)).toBeInTheDocument();
    }
  });

  it('has its sections in order, with every anchor the navigation and footer link to', () => {
    const { container } = renderInRouter(<Home />);
    const sectionIds = [...container.querySelectorAll('section[id]')].map((section) => section.id);
    expect(sectionIds).toEqual([
      'how-it-works',
      'why-choose',
      'features',
      'testimonials',
      'store-finder',
      'partner-benefits',
      'faq',
      'download',
      'contact',
    ]);
    for (const anchor of ['join-network', 'store-app', 'success-stories']) {
      expect(container.querySelector(`#${anchor}`)).not.toBeNull();
    }
    expect(
      screen.getByRole('heading', { level: 2, name: 'Ready to shop local?' }),
    ).toBeInTheDocument();
  });

  it('sends store owners from the benefits section to the registration', () => {
    renderInRouter(<Home />);
    const join = screen.getByRole('heading', { level: 3, name: 'Join the Kirana network' });
    const block = join.closest('#join-network') as HTMLElement;
    expect(within(block).getByRole('link', { name: 'Register your store' })).toHaveAttribute(
      'href',
      '/register-store',
    );
    expect(within(block).getByRole('link', { name: 'Get the Partner App' })).toBeInTheDocument();
  });

  it('sends the FAQ call to action to /contact', () => {
    renderInRouter(<Home />);
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(within(faq).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('links the download section to both app listings', () => {
    renderInRouter(<Home />);
    const download = screen.getByRole('region', { name: 'Get the app that fits you' });
    expect(within(download).getByRole('link', { name: /Customer App/ })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=in.kirana.customer',
    );
    expect(within(download).getByRole('link', { name: /Partner App/ })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=in.kirana.partner',
    );
  });
});
