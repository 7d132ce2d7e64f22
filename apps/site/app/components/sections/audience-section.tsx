// The landing page's section on what the platform gives each of its audiences.
import { useI18n } from '../../i18n/use-i18n';
import { CheckList } from '../check-list/check-list';
import { Section } from '../section/section';
import styles from './sections.module.css';

export function AudienceSection() {
  const { t, content } = useI18n();
  return (
    <Section id="features" eyebrow={t.home.audienceEyebrow} title={t.home.audienceTitle} center>
      <div className={styles.audiences}>
        {content.AUDIENCE_FEATURES.map((group) => (
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
