import { TESTIMONIALS, type TestimonialRole } from '../../content/testimonials';
import { Section } from '../section/section';
import { TestimonialCard } from '../testimonial-card/testimonial-card';
import styles from './sections.module.css';

const GROUPS: readonly { role: TestimonialRole; id: string; title: string }[] = [
  { role: 'Customer', id: 'customer-stories', title: 'What our customers say' },
  { role: 'Store Owner', id: 'success-stories', title: 'Success stories from store owners' },
];

export function TestimonialsSection() {
  return (
    <Section
      id="testimonials"
      tone="muted"
      eyebrow="Testimonials"
      title="Loved by neighbours and shopkeepers"
      intro="Families across Hyderabad shop local with Kirana, and the stores they love are growing."
    >
      {GROUPS.map((group) => (
        <div key={group.id} id={group.id} className={styles.testimonialGroup}>
          <h3 className={styles.groupTitle}>{group.title}</h3>
          <ul className={styles.testimonials}>
            {TESTIMONIALS.filter((t) => t.role === group.role).map((testimonial) => (
              <li key={testimonial.name}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Section>
  );
}
