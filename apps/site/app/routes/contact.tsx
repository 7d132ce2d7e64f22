import { PageHeader } from '../components/page-header/page-header';
import { ContactDetails } from '../components/contact-details/contact-details';
import { ContactForm } from '../components/contact-form/contact-form';
import { CONTACT } from '../content/company';
import { Island } from '../islands/island';
import { OFFICE_MAP, osmEmbedUrl, osmPageUrl } from '../lib/map';
import { pageMeta } from '../lib/seo';
import styles from './contact.module.css';

const MAP_WIDTH = 960;
const MAP_HEIGHT = 400;

export function meta() {
  return pageMeta({
    title: 'Contact Us',
    description: `Reach the Kirana team in Hyderabad by phone, e-mail or the contact form. ${CONTACT.addressLines.join(', ')}.`,
    path: '/contact',
  });
}

export default function Contact() {
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Contact us"
        intro="Questions about an order, your store, or partnering with us? Write to us, call, or visit our office."
      />
      <section aria-labelledby="contact-reach" className="section">
        <div className={`container ${styles.layout}`}>
          <div>
            <h2 id="contact-reach" className={styles.heading}>
              Reach us
            </h2>
            <ContactDetails />
          </div>
          <div>
            <h2 id="contact-form-heading" className={styles.heading}>
              Send us a message
            </h2>
            <Island name="contact-form" component={ContactForm} props={{}} />
          </div>
        </div>
      </section>
      <section aria-labelledby="contact-map" className="section section--muted">
        <div className="container">
          <h2 id="contact-map" className={styles.heading}>
            Find us
          </h2>
          <div className={styles.map}>
            <iframe
              title={`Map of our office: ${CONTACT.addressLines.join(', ')}`}
              src={osmEmbedUrl(OFFICE_MAP, MAP_WIDTH, MAP_HEIGHT)}
              width={MAP_WIDTH}
              height={MAP_HEIGHT}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
            />
          </div>
          <p className={styles.mapLink}>
            <a href={osmPageUrl(OFFICE_MAP)} rel="noopener">
              View larger map on OpenStreetMap
            </a>
          </p>
        </div>
      </section>
    </>
  );
}
