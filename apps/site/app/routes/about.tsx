// /about: the company and its team.
import type { MetaArgs } from 'react-router';
import { FOUNDED_YEAR } from '../content/business';
import { FeatureGrid } from '../components/feature-grid/feature-grid';
import { PageHeader } from '../components/page-header/page-header';
import { Section } from '../components/section/section';
import { SiteBreadcrumb } from '../components/site-breadcrumb/site-breadcrumb';
import { TeamCard } from '../components/team-card/team-card';
import { contentFor } from '../i18n/content';
import { fill } from '../i18n/format';
import { localeOfPath } from '../i18n/locales';
import { messagesFor } from '../i18n/messages';
import { useI18n } from '../i18n/use-i18n';
import { pageMeta } from '../lib/seo';
import styles from './about.module.css';

export function meta({ location }: Pick<MetaArgs, 'location'>) {
  const locale = localeOfPath(location.pathname);
  const t = messagesFor(locale).about;
  return pageMeta({
    title: t.title,
    description: fill(t.description, {
      city: contentFor(locale).SERVICE_CITY,
      year: FOUNDED_YEAR,
    }),
    path: '/about',
    locale,
  });
}

export default function About() {
  const { t, content } = useI18n();
  return (
    <>
      <PageHeader
        before={
          <SiteBreadcrumb items={[{ label: t.nav.home, href: '/' }, { label: t.about.title }]} />
        }
        eyebrow={fill(t.about.eyebrow, { year: FOUNDED_YEAR })}
        title={t.about.heading}
        intro={t.about.intro}
      />
      <Section id="story" title={t.about.story}>
        <div className={styles.story}>
          <div className="prose">
            {content.STORY.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>{t.about.founded}</dt>
              <dd>{FOUNDED_YEAR}</dd>
            </div>
            <div>
              <dt>{t.about.homeCity}</dt>
              <dd>{content.SERVICE_CITY}</dd>
            </div>
          </dl>
        </div>
      </Section>
      <Section id="values" tone="muted" title={t.about.values}>
        <FeatureGrid features={content.VALUES} />
      </Section>
      <section aria-label={t.about.missionAndVision} className="section">
        <div className={`container ${styles.purpose}`}>
          <div className={styles.purposeCard}>
            <h2>{t.about.mission}</h2>
            <p className="lead">{content.MISSION}</p>
          </div>
          <div className={styles.purposeCard}>
            <h2>{t.about.vision}</h2>
            <p className="lead">{content.VISION}</p>
          </div>
        </div>
      </section>
      <Section id="team" tone="muted" title={t.about.team} intro={t.about.teamIntro}>
        <ul className={styles.team}>
          {content.team.map((member) => (
            <li key={member.name}>
              <TeamCard member={member} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
