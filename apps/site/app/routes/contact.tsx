// /contact: the contact details, the map and the contact form's island.
import type { MetaArgs } from 'react-router';
import { PageHeader } from '../components/page-header/page-header';
import { ContactDetails } from '../components/contact-details/contact-details';
import { MapFrame } from '../components/map-frame/map-frame';
import { ContactForm } from '../components/contact-form/contact-form';
import { contactFormProps } from '../components/contact-form/contact-form-props';
import { contentFor } from '../i18n/content';
import { fill } from '../i18n/format';
import { localeOfPath } from '../i18n/locales';
import { messagesFor } from '../i18n/messages';
import { useI18n } from '../i18n/use-i18n';
import { Island } from '../islands/island';
import { OFFICE_MAP, osmEmbedUrl, osmPageUrl } from '../lib/map';
import { pageMeta } from '../lib/seo';
import styles from './contact.module.css';
import { MutedSection } from '../components/section/muted-section';

const MAP_WIDTH = 960;
const MAP_HEIGHT = 400;

export function meta({ location }: Pick<MetaArgs, 'location'>) {
  const locale = localeOfPath(location.pathname);
  const t = messagesFor(locale).contact;
  return pageMeta({
    title: t.title,
    description: fill(t.description, {
      address: contentFor(locale).addressLines.join(', '),
    }),
    path: '/contact',
    locale,
  });
}

export default function Contact() {
  const { t: all, content, locale } = useI18n();
  const t = all.contact;
  const address = content.addressLines.join(', ');
  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={t.heading} intro={t.intro} />
      <section aria-labelledby="contact-reach" className="section">
        <div className={`container ${styles.layout}`}>
          <div>
            <h2 id="contact-reach" className={styles.heading}>
              {t.reachUs}
            </h2>
            <ContactDetails />
          </div>
          <div>
            <h2 id="contact-form-heading" className={styles.heading}>
              {t.sendMessage}
            </h2>
            <Island name="contact-form" component={ContactForm} props={contactFormProps(locale)} />
          </div>
        </div>
      </section>
      <MutedSection headingId="contact-map" title={t.findUs} titleClassName={styles.heading}>
        <div className={styles.map}>
          <MapFrame
            title={fill(t.mapTitle, { address })}
            src={osmEmbedUrl(OFFICE_MAP, MAP_WIDTH, MAP_HEIGHT)}
            width={MAP_WIDTH}
            height={MAP_HEIGHT}
          />
        </div>
        <p className={styles.mapLink}>
          <a href={osmPageUrl(OFFICE_MAP)} rel="noopener">
            {t.largerMap}
          </a>
        </p>
      </MutedSection>
    </>
  );
}
