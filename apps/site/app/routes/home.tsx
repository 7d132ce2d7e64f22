// /: the landing page, its sections in order.
import type { MetaArgs } from 'react-router';
import { FOUNDED_YEAR } from '../content/business';
import { siteUrl } from '../config';
import { BRAND, CONTACT, SOCIAL_LINKS } from '../content/company';
import { contentFor } from '../i18n/content';
import { fill } from '../i18n/format';
import { INTL_LOCALE, localeOfPath, localePath } from '../i18n/locales';
import { messagesFor } from '../i18n/messages';
import { Hero } from '../components/hero/hero';
import { HowItWorksSection } from '../components/sections/how-it-works-section';
import { WhyChooseSection } from '../components/sections/why-choose-section';
import { AudienceSection } from '../components/sections/audience-section';
import { TestimonialsSection } from '../components/sections/testimonials-section';
import { StoreFinderSection } from '../components/sections/store-finder-section';
import { PartnerBenefitsSection } from '../components/sections/partner-benefits-section';
import { FaqSection } from '../components/sections/faq-section';
import { DownloadSection } from '../components/sections/download-section';
import { ContactSection } from '../components/sections/contact-section';
import { ClosingCtaSection } from '../components/sections/closing-cta-section';
import { pageMeta } from '../lib/seo';

export function meta({ location }: Pick<MetaArgs, 'location'>) {
  const locale = localeOfPath(location.pathname);
  const content = contentFor(locale);
  return [
    ...pageMeta({
      title: `${BRAND}: ${content.TAGLINE}`,
      fullTitle: true,
      description: fill(messagesFor(locale).home.description, { city: content.SERVICE_CITY }),
      path: '/',
      locale,
    }),
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'Organization',
            '@id': siteUrl('/#organization'),
            name: BRAND,
            url: siteUrl('/'),
            logo: siteUrl('/favicon.svg'),
            foundingDate: String(FOUNDED_YEAR),
            email: CONTACT.email,
            telephone: CONTACT.phone,
            address: {
              '@type': 'PostalAddress',
              streetAddress: `${CONTACT.address.building}, ${CONTACT.address.street}`,
              addressLocality: CONTACT.address.city,
              addressRegion: CONTACT.address.region,
              postalCode: CONTACT.address.postalCode,
              addressCountry: 'IN',
            },
            sameAs: SOCIAL_LINKS.map((link) => link.href),
          },
          {
            '@type': 'WebSite',
            '@id': siteUrl('/#website'),
            name: BRAND,
            url: siteUrl(localePath(locale, '/')),
            inLanguage: INTL_LOCALE[locale],
            publisher: { '@id': siteUrl('/#organization') },
          },
        ],
      },
    },
  ];
}

export default function Home() {
  return (
    <>
      <Hero />
      <HowItWorksSection />
      <WhyChooseSection />
      <AudienceSection />
      <TestimonialsSection />
      <StoreFinderSection />
      <PartnerBenefitsSection />
      <FaqSection />
      <DownloadSection />
      <ContactSection />
      <ClosingCtaSection />
    </>
  );
}
