import { ContactDetails } from '../contact-details/contact-details';
import { ContactForm } from '../contact-form/contact-form';
import { Island } from '../../islands/island';
import { Section } from '../section/section';
import styles from './sections.module.css';

export function ContactSection() {
  return (
    <Section
      id="contact"
      eyebrow="Contact"
      title="Get in touch"
      intro="Questions about an order, partnering with us, or anything else: we read every message."
    >
      <div className={styles.contact}>
        <ContactDetails />
        <Island name="contact-form" component={ContactForm} props={{}} />
      </div>
    </Section>
  );
}
