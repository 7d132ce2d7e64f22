import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentLocation, renderInRouter } from '../../testing/render';
import { BUSINESS_HOURS_LINES, POLICY_PATHS } from '../../testing/site-facts';
import { Footer } from './footer';

/** Where each link in `container` goes, in order. */
const hrefsIn = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('Footer', () => {
  it('links Admin to the admin login of the admin app', () => {
    renderInRouter(<Footer />);
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute(
      'href',
      'http://localhost:5174/admin/login',
    );
  });

  it('links every policy page', () => {
    renderInRouter(<Footer />);
    expect(hrefsIn(screen.getByRole('navigation', { name: 'Legal' }))).toEqual(POLICY_PATHS);
  });

  it('links the partner sections of the landing page, in page on it and via / elsewhere', () => {
    const anchors = ['join-network', 'partner-benefits', 'store-app', 'success-stories'];
    const partnerHrefs = () =>
      hrefsIn(screen.getByRole('navigation', { name: 'For Partners' })).slice(0, 4);

    const { unmount } = renderInRouter(<Footer />, '/');
    expect(partnerHrefs()).toEqual(anchors.map((anchor) => `#${anchor}`));
    unmount();
    renderInRouter(<Footer />, '/contact');
    expect(partnerHrefs()).toEqual(anchors.map((anchor) => `/#${anchor}`));
  });

  it('links the delivery-partner application among the partner links', async () => {
    const user = userEvent.setup();
    renderInRouter(<Footer />, '/contact');
    const partners = screen.getByRole('navigation', { name: 'For Partners' });
    const link = within(partners).getByRole('link', { name: 'Deliver With Us' });
    expect(link).toHaveAttribute('href', '/deliver-with-us');
    await user.click(link);
    expect(currentLocation()).toBe('/deliver-with-us');
  });

  it("links a store owner's registration and its status among the partner links, in the page's language", async () => {
    const user = userEvent.setup();
    renderInRouter(<Footer />, '/te/contact');
    const partners = screen.getByRole('navigation', { name: 'పార్ట్‌నర్ల కోసం' });
    expect(within(partners).getByRole('link', { name: 'నమోదు స్థితి' })).toHaveAttribute(
      'href',
      '/te/store-status',
    );
    await user.click(within(partners).getByRole('link', { name: 'దుకాణం నమోదు' }));
    expect(currentLocation()).toBe('/te/register-store');
  });

  it('links the social profiles and both app listings', () => {
    renderInRouter(<Footer />);
    expect(screen.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.instagram\.com\//),
    );
    expect(screen.getByRole('link', { name: /YouTube/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.youtube\.com\//),
    );
    expect(screen.getByRole('link', { name: 'Customer App' })).toHaveAttribute(
      'href',
      expect.stringContaining('play.google.com'),
    );
    expect(screen.getByRole('link', { name: 'Partner App' })).toHaveAttribute(
      'href',
      expect.stringContaining('play.google.com'),
    );
  });

  it('shows the business hours', () => {
    renderInRouter(<Footer />);
    const hours = screen.getByRole('list', { name: 'Business hours' });
    expect(
      within(hours)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(BUSINESS_HOURS_LINES);
  });
});
