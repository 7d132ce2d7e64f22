// The landing page's steps of an order, with a link to the How it works page.
import { Link } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import { HomeSection } from './home-section';
import { Steps } from '../steps/steps';
import styles from './sections.module.css';

export function HowItWorksSection() {
  const { t, content, href } = useI18n();
  return (
    <HomeSection words="steps" id="how-it-works" center>
      <Steps steps={content.LANDING_STEPS} columns={4} />
      <p className={styles.more}>
        <Link to={href('/how-it-works')}>{t.home.stepsMore}</Link>
      </p>
    </HomeSection>
  );
}
