// One testimonial of the landing page.
import type { Testimonial } from '../../content/testimonials';
import { Avatar } from '@kirana/ui/avatar';
import styles from './testimonial-card.module.css';

/** The testimonial; `roleLabel` is its role in the page's language (English when not given). */
export function TestimonialCard({
  testimonial,
}: {
  testimonial: Testimonial & { readonly roleLabel?: string };
}) {
  return (
    <figure className={styles.card}>
      <svg className={styles.mark} width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <path
          fill="currentColor"
          d="M13 8C7.5 9.5 4 13.6 4 19v5h9v-9H8.3c.5-2.7 2.3-4.6 5.2-5.4zM28 8c-5.5 1.5-9 5.6-9 11v5h9v-9h-4.7c.5-2.7 2.3-4.6 5.2-5.4z"
        />
      </svg>
      <blockquote className={styles.quote}>
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className={styles.person}>
        <Avatar name={testimonial.name} src={testimonial.avatar} size="md" />
        <span>
          <span className={styles.name}>{testimonial.name}</span>
          <span className={styles.role}>
            {testimonial.roleLabel ?? testimonial.role}, {testimonial.place}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
