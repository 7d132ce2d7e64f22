// The landing page's contact section: the details and the contact form's island.
import { ContactDetails } from '../contact-details/contact-details';
import { ContactForm } from '../contact-form/contact-form';
import { Island } from '../../islands/island';
import { Section } from '../section/section';
import { useI18n } from '../../i18n/use-i18n';
import { contactFormProps } from '../contact-form/contact-form-props';
import styles from './sections.module.css';

export function ContactSection() {
  const { t, locale } = useI18n();
  return (
    <Section
      id="contact"
      eyebrow={t.home.contactEyebrow}
      title={t.home.contactTitle}
      intro={t.home.contactIntro}
    >
      <div className={styles.contact}>
        <ContactDetails />
        <Island name="contact-form" component={ContactForm} props={contactFormProps(locale)} />
      </div>
    </Section>
  );
}
