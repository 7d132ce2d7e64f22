// One page for every policy (privacy, terms, shipping...): its text, its table of contents and
// its meta tags, in the language of the path.
import { Link, type MetaArgs } from 'react-router';
import { POLICY_EFFECTIVE_DATE_ISO } from '../../content/business';
import type { POLICIES } from '../../content/policies';
import { contentFor } from '../../i18n/content';
import { localeOfPath } from '../../i18n/locales';
import { useI18n } from '../../i18n/use-i18n';
import { pageMeta } from '../../lib/seo';
import { PageHeader } from '../page-header/page-header';
import styles from './policy-page.module.css';
import { MutedSection } from '../section/muted-section';

export type PolicyKey = keyof typeof POLICIES;

/**
 * A section's anchor: the English heading's words, or "section-N" for a heading in another
 * script (its number, e.g. "3. ..." gives section-3).
 */
const slug = (heading: string, index: number) =>
  heading
    .toLowerCase()
    .replace(/^\d+\.\s*/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '') || `section-${index + 1}`;

/** Meta tags of a policy page, in the language of its path. */
export function policyMeta(key: PolicyKey, { location }: Pick<MetaArgs, 'location'>) {
  const locale = localeOfPath(location.pathname);
  const policy = contentFor(locale).policies[key];
  return pageMeta({
    title: policy.title,
    description: policy.description,
    path: policy.path,
    locale,
  });
}

/** A policy: title, effective date, contents, numbered sections and links to the others. */
export function PolicyPage({ policyKey }: { policyKey: PolicyKey }) {
  const { t, content, href } = useI18n();
  const policy = content.policies[policyKey];
  const others = content.policyList.filter((other) => other.path !== policy.path);
  return (
    <>
      <PageHeader eyebrow={t.policy.eyebrow} title={policy.title} intro={policy.audience}>
        <p className={styles.effective}>
          {t.policy.effectiveDate}{' '}
          <time dateTime={POLICY_EFFECTIVE_DATE_ISO}>{content.policyEffectiveDate}</time>
        </p>
      </PageHeader>
      <div className="section">
        <div className={`container ${styles.layout}`}>
          <nav aria-labelledby="policy-contents" className={styles.toc}>
            <h2 id="policy-contents" className={styles.tocTitle}>
              {t.policy.contents}
            </h2>
            <ol className={styles.tocList}>
              {policy.sections.map((section, index) => (
                <li key={section.heading}>
                  <a href={`#${section.id ?? slug(section.heading, index)}`}>
                    {section.heading.replace(/^\d+\.\s*/, '')}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="prose">
            {policy.intro.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
            {policy.sections.map((section, index) => (
              <section
                key={section.heading}
                aria-labelledby={section.id ?? slug(section.heading, index)}
              >
                <h2 id={section.id ?? slug(section.heading, index)}>{section.heading}</h2>
                {section.blocks.map((block, index) =>
                  typeof block === 'string' ? (
                    <p key={index}>{block}</p>
                  ) : (
                    <ul key={index}>
                      {block.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  ),
                )}
              </section>
            ))}
          </div>
        </div>
      </div>
      <MutedSection
        as="nav"
        headingId="other-policies"
        title={t.policy.otherPolicies}
        titleClassName={styles.othersTitle}
      >
        <ul className={styles.others}>
          {others.map((other) => (
            <li key={other.path}>
              <Link to={href(other.path)}>{other.title}</Link>
            </li>
          ))}
        </ul>
      </MutedSection>
    </>
  );
}
