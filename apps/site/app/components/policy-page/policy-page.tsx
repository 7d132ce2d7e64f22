import { Link } from 'react-router';
import { POLICY_EFFECTIVE_DATE, POLICY_EFFECTIVE_DATE_ISO } from '../../content/business';
import { POLICY_LIST, type Policy } from '../../content/policies';
import { pageMeta } from '../../lib/seo';
import { PageHeader } from '../page-header/page-header';
import styles from './policy-page.module.css';

const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/^\d+\.\s*/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');

/** Meta tags of a policy page. */
export function policyMeta(policy: Policy) {
  return pageMeta({ title: policy.title, description: policy.description, path: policy.path });
}

/** A policy: title, effective date, contents, numbered sections and links to the others. */
export function PolicyPage({ policy }: { policy: Policy }) {
  const others = POLICY_LIST.filter((other) => other.path !== policy.path);
  return (
    <>
      <PageHeader eyebrow="Legal" title={policy.title} intro={policy.audience}>
        <p className={styles.effective}>
          Effective date: <time dateTime={POLICY_EFFECTIVE_DATE_ISO}>{POLICY_EFFECTIVE_DATE}</time>
        </p>
      </PageHeader>
      <div className="section">
        <div className={`container ${styles.layout}`}>
          <nav aria-labelledby="policy-contents" className={styles.toc}>
            <h2 id="policy-contents" className={styles.tocTitle}>
              Contents
            </h2>
            <ol className={styles.tocList}>
              {policy.sections.map((section) => (
                <li key={section.heading}>
                  <a href={`#${slug(section.heading)}`}>
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
            {policy.sections.map((section) => (
              <section key={section.heading} aria-labelledby={slug(section.heading)}>
                <h2 id={slug(section.heading)}>{section.heading}</h2>
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
      <nav aria-labelledby="other-policies" className="section section--muted">
        <div className="container">
          <h2 id="other-policies" className={styles.othersTitle}>
            Other policies
          </h2>
          <ul className={styles.others}>
            {others.map((other) => (
              <li key={other.path}>
                <Link to={other.path}>{other.title}</Link>
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </>
  );
}
