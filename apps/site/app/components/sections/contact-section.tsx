// The landing page's contact section: the details and the contact form's island.
import { ContactDetails } from '../contact-details/contact-details';
import { ContactForm } from '../contact-form/contact-form';
import { Island } from '../../islands/island';
import { HomeSection } from './home-section';
import { useI18n } from '../../i18n/use-i18n';
import { contactFormProps } from '../contact-form/contact-form-props';
import styles from './sections.module.css';

export function ContactSection() {
  const { locale } = useI18n();
  return (
    <HomeSection words="contact" id="contact">
      <div className={styles.contact}>
        <ContactDetails />
        <Island name="contact-form" component={ContactForm} props={contactFormProps(locale)} />
      </div>
    </HomeSection>
  );
}
