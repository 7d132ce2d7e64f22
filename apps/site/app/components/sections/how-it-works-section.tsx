import { Link } from 'react-router';
import { LANDING_STEPS } from '../../content/journeys';
import { Section } from '../section/section';
import { Steps } from '../steps/steps';
import styles from './sections.module.css';

export function HowItWorksSection() {
  return (
    <Section
      id="how-it-works"
      eyebrow="How it works"
      title="Your groceries in four simple steps"
      intro="Ordering from your local store takes less time than walking to it."
      center
    >
      <Steps steps={LANDING_STEPS} columns={4} />
      <p className={styles.more}>
        <Link to="/how-it-works">See the full customer and store-owner journeys</Link>
      </p>
    </Section>
  );
}
