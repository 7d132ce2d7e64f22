import { AUDIENCE_FEATURES } from '../../content/features';
import { CheckList } from '../check-list/check-list';
import { Section } from '../section/section';
import styles from './sections.module.css';

export function AudienceSection() {
  return (
    <Section
      id="features"
      eyebrow="Built for everyone"
      title="One platform, three ways to take part"
      center
    >
      <div className={styles.audiences}>
        {AUDIENCE_FEATURES.map((group) => (
          <article key={group.audience} className={styles.audience}>
            <h3>{group.audience}</h3>
            <p className={styles.audienceIntro}>{group.intro}</p>
            <div className={styles.audienceList}>
              <CheckList items={group.items} />
            </div>
          </article>
        ))}
      </div>
    </Section>
  );
}
