import { FOUNDED_YEAR, SERVICE_CITY } from '../content/business';
import { FeatureGrid } from '../components/feature-grid/feature-grid';
import { PageHeader } from '../components/page-header/page-header';
import { Section } from '../components/section/section';
import { SiteBreadcrumb } from '../components/site-breadcrumb/site-breadcrumb';
import { TeamCard } from '../components/team-card/team-card';
import { MISSION, STORY, VALUES, VISION } from '../content/about';
import { TEAM } from '../content/team';
import { pageMeta } from '../lib/seo';
import styles from './about.module.css';

export function meta() {
  return pageMeta({
    title: 'About Us',
    description: `Kirana was founded in ${SERVICE_CITY} in ${FOUNDED_YEAR} to bring neighbourhood grocery stores online. Our story, values, mission, vision and team.`,
    path: '/about',
  });
}

export default function About() {
  return (
    <>
      <PageHeader
        before={<SiteBreadcrumb items={[{ label: 'Home', href: '/' }, { label: 'About Us' }]} />}
        eyebrow={`Founded in ${FOUNDED_YEAR}`}
        title="About Kirana"
        intro="We help the neighbourhood stores of Hyderabad serve their customers online, so shopping local is as easy as shopping anywhere."
      />
      <Section id="story" title="Our story">
        <div className={styles.story}>
          <div className="prose">
            {STORY.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>Founded</dt>
              <dd>{FOUNDED_YEAR}</dd>
            </div>
            <div>
              <dt>Home city</dt>
              <dd>{SERVICE_CITY}</dd>
            </div>
          </dl>
        </div>
      </Section>
      <Section id="values" tone="muted" title="Our values">
        <FeatureGrid features={VALUES} />
      </Section>
      <section aria-label="Mission and vision" className="section">
        <div className={`container ${styles.purpose}`}>
          <div className={styles.purposeCard}>
            <h2>Our mission</h2>
            <p className="lead">{MISSION}</p>
          </div>
          <div className={styles.purposeCard}>
            <h2>Our vision</h2>
            <p className="lead">{VISION}</p>
          </div>
        </div>
      </section>
      <Section id="team" tone="muted" title="Meet the team" intro="The people building Kirana.">
        <ul className={styles.team}>
          {TEAM.map((member) => (
            <li key={member.name}>
              <TeamCard member={member} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
