// The company's contact details, one block for the contact page and the landing page's section.
import { CONTACT } from '../../content/company';
import { useI18n } from '../../i18n/use-i18n';
import { Icon } from '../icon';
import styles from './contact-details.module.css';

/** Address, phone, e-mail and business hours. `headingLevel` fits the page's outline. */
export function ContactDetails({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t, content } = useI18n();
  return (
    <ul className={styles.list}>
      <li className={styles.item}>
        <span className={styles.icon}>
          <Icon name="pin" />
        </span>
        <div>
          <Heading className={styles.label}>{t.contactDetails.address}</Heading>
          <address className={styles.address}>
            {content.addressLines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </div>
      </li>
      <li className={styles.item}>
        <span className={styles.icon}>
          <Icon name="phone" />
        </span>
        <div>
          <Heading className={styles.label}>{t.contactDetails.phone}</Heading>
          <a href={CONTACT.phoneHref}>{CONTACT.phone}</a>
        </div>
      </li>
      <li className={styles.item}>
        <span className={styles.icon}>
          <Icon name="mail" />
        </span>
        <div>
          <Heading className={styles.label}>{t.contactDetails.email}</Heading>
          <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
        </div>
      </li>
      <li className={styles.item}>
        <span className={styles.icon}>
          <Icon name="clock" />
        </span>
        <div>
          <Heading className={styles.label}>{t.contactDetails.hours}</Heading>
          <dl className={styles.hours}>
            {content.businessHours.map((row) => (
              <div key={row.days} className={styles.hoursRow}>
                <dt>{row.days}</dt>
                <dd>{row.hours}</dd>
              </div>
            ))}
          </dl>
        </div>
      </li>
    </ul>
  );
}
