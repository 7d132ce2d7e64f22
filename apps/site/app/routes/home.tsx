import { FOUNDED_YEAR, SERVICE_CITY } from '../content/business';
import { siteUrl } from '../config';
import { BRAND, CONTACT, SOCIAL_LINKS, TAGLINE } from '../content/company';
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

const DESCRIPTION = `Order groceries from the neighbourhood kirana stores around you in ${SERVICE_CITY}. Home delivery or self-pickup, and you pay the store directly.`;

export function meta() {
  return [
    ...pageMeta({
      title: `${BRAND}: ${TAGLINE}`,
      fullTitle: true,
      description: DESCRIPTION,
      path: '/',
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
            url: siteUrl('/'),
            inLanguage: 'en-IN',
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
