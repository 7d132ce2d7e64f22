// The landing page's testimonials, customers' and store owners'.
import type { TestimonialRole } from '../../content/testimonials';
import type { Messages } from '../../i18n/messages/en';
import { useI18n } from '../../i18n/use-i18n';
import { HomeSection } from './home-section';
import { TestimonialCard } from '../testimonial-card/testimonial-card';
import styles from './sections.module.css';

const GROUPS: readonly { role: TestimonialRole; id: string; title: keyof Messages['home'] }[] = [
  { role: 'Customer', id: 'customer-stories', title: 'customerStories' },
  { role: 'Store Owner', id: 'success-stories', title: 'ownerStories' },
];

export function TestimonialsSection() {
  const { t, content } = useI18n();
  return (
    <HomeSection words="testimonials" id="testimonials" tone="muted">
      {GROUPS.map((group) => (
        <div key={group.id} id={group.id} className={styles.testimonialGroup}>
          <h3 className={styles.groupTitle}>{t.home[group.title]}</h3>
          <ul className={styles.testimonials}>
            {content.testimonials
              .filter((t) => t.role === group.role)
              .map((testimonial) => (
                <li key={testimonial.name}>
                  <TestimonialCard testimonial={testimonial} />
                </li>
              ))}
          </ul>
        </div>
      ))}
    </HomeSection>
  );
}
