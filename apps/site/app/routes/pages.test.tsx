import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { POLICIES } from '../content/policies';
import { renderInRouter } from '../testing/render';
import About from './about';
import Contact from './contact';
import DeliverWithUs from './deliver-with-us';
import HowItWorks from './how-it-works';
import PrivacyPolicy from './privacy-policy';
import Terms from './terms';

/** Each link of `region` named in `hrefs` goes where `hrefs` says. */
function expectLinks(region: HTMLElement, hrefs: Record<string, string>) {
  for (const [name, href] of Object.entries(hrefs))
    expect(within(region).getByRole('link', { name })).toHaveAttribute('href', href);
}

describe('About page', () => {
  it('has a breadcrumb home, the founding year, the three values, mission and vision', () => {
    renderInRouter(<About />, '/about');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('About Us')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About Kirana');
    expect(screen.getByText('Founded in 2023')).toBeInTheDocument();
    for (const value of ['Community First', 'Innovation with Purpose', 'Quality & Trust']) {
      expect(screen.getByRole('heading', { name: value })).toBeInTheDocument();
    }
    for (const heading of ['Our story', 'Our mission', 'Our vision', 'Meet the team']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
  });

  it('shows a card with name, role and picture for each team member', () => {
    renderInRouter(<About />, '/about');
    const team = screen.getByRole('region', { name: 'Meet the team' });
    const cards = within(team).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Founder & CEO');
    expect(cards[1]).toHaveTextContent('Chief Marketing Officer');
    expect(
      within(cards[0] as HTMLElement).getByRole('img', { name: 'Arjun Varma' }),
    ).toBeInTheDocument();
  });
});

describe('How It Works page', () => {
  it('shows the two six-step journeys and the nine customer app features', () => {
    renderInRouter(<HowItWorks />, '/how-it-works');
    const customer = screen.getByRole('region', { name: 'The customer journey' });
    expect(within(customer).getAllByRole('listitem')).toHaveLength(6);
    const owners = screen.getByRole('region', { name: 'How stores join and sell' });
    expect(
      within(owners)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Join the network',
      'Verification',
      'Manage inventory',
      'Receive orders',
      'Process orders',
      'Get paid',
    ]);
    const features = screen.getByRole('region', { name: 'Customer app features' });
    expect(within(features).getByText('Real-time order tracking')).toBeInTheDocument();
    expect(within(features).getByText('Scheduled deliveries')).toBeInTheDocument();
    for (const option of ['UPI', 'Mobile wallets', 'Cash on delivery', 'Net banking']) {
      expect(within(features).getByText(option)).toBeInTheDocument();
    }
  });

  it('sends Become a Partner to the download section of the landing page', () => {
    renderInRouter(<HowItWorks />, '/how-it-works');
    expect(screen.getByRole('link', { name: 'Become a Partner' })).toHaveAttribute(
      'href',
      '/#download',
    );
  });

  it('sends store owners from their journey to the registration and to its status', () => {
    renderInRouter(<HowItWorks />, '/hi/how-it-works');
    expectLinks(screen.getByRole('region', { name: 'दुकानें कैसे जुड़ती और बेचती हैं' }), {
      'अपनी दुकान रजिस्टर करें': '/hi/register-store',
      'पहले ही रजिस्टर कर चुके हैं? अपने रजिस्ट्रेशन की स्थिति देखें।': '/hi/store-status',
      'पार्टनर बनें': '/hi/#download',
    });
  });

  it('sends delivery partners to the application page', () => {
    renderInRouter(<HowItWorks />, '/how-it-works');
    expectLinks(screen.getByRole('region', { name: 'Deliver with Kirana' }), {
      'Deliver With Us': '/deliver-with-us',
    });
  });
});

describe('Deliver With Us page', () => {
  it('says what partners do and which documents they need, then has the form', () => {
    renderInRouter(<DeliverWithUs />, '/deliver-with-us');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Deliver with Kirana');
    const needs = screen.getByRole('region', { name: 'What delivery partners do' });
    for (const text of [/government ID/, /proof of your address/, /clear photo/, /driving licence/])
      expect(within(needs).getByText(text)).toBeInTheDocument();
    const apply = screen.getByRole('region', { name: 'Apply now' });
    expect(
      within(apply).getByRole('form', { name: 'Delivery partner application' }),
    ).toBeInTheDocument();
  });
});

describe('Contact page', () => {
  it('has the contact details, the form and an OpenStreetMap centred on the office, loaded when near', () => {
    renderInRouter(<Contact />, '/contact');
    expect(screen.getByText('Mon-Fri')).toBeInTheDocument();
    expect(screen.getByText('9:00-18:00')).toBeInTheDocument();
    expect(screen.getByText('10:00-16:00')).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Contact us' })).toBeInTheDocument();
    const map = screen.getByTitle(/^Map of our office/);
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('loading', 'lazy');
    // Its address waits until the frame nears the screen (components/map-frame).
    expect(map).not.toHaveAttribute('src');
    expect(map.getAttribute('data-src')).toContain('marker=17.3867%2C78.4957');
  });
});

describe('policy pages', () => {
  it('show the title, the effective date and every section', () => {
    renderInRouter(<PrivacyPolicy />, '/privacy-policy');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
    expect(screen.getByText('21-04-2025')).toHaveAttribute('datetime', '2025-04-21');
    const sections = POLICIES.privacy.sections.map((s) => s.heading);
    for (const heading of sections) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
  });

  it('link to the other policies', () => {
    renderInRouter(<Terms />, '/terms');
    const others = screen.getByRole('navigation', { name: 'Other policies' });
    expect(within(others).getAllByRole('link')).toHaveLength(5);
    expect(within(others).queryByRole('link', { name: 'Terms and Conditions' })).toBeNull();
  });
});
