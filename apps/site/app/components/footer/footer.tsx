// The footer of every page: the site's links, the admin's, the languages and the company.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { VisuallyHidden } from '@kirana/ui/visually-hidden';
import { ADMIN_LOGIN_URL } from '../../config';
import { CONTACT } from '../../content/company';
import { fill } from '../../i18n/format';
import type { Messages } from '../../i18n/messages/en';
import { useI18n } from '../../i18n/use-i18n';
import { HomeAnchorLink } from '../home-link/home-link';
import { Icon, type IconName } from '../icon';
import { LanguageSwitcher } from '../language-switcher/language-switcher';
import { Logo } from '../logo/logo';
import { COMPANY_LINKS } from '../nav-bar/nav-links';
import styles from './footer.module.css';

/** Footer links to sections of the landing page. */
const PARTNER_ANCHORS = [
  { anchor: 'join-network', key: 'joinNetwork' },
  { anchor: 'partner-benefits', key: 'partnerBenefits' },
  { anchor: 'store-app', key: 'storeApp' },
  { anchor: 'success-stories', key: 'successStories' },
] as const satisfies readonly { anchor: string; key: keyof Messages['footer'] }[];

/** The partners' pages (English paths) and their label's key. */
const PARTNER_PAGES = [
  { to: '/register-store', key: 'registerStore' },
  { to: '/store-status', key: 'storeStatus' },
  { to: '/deliver-with-us', key: 'deliverWithUs' },
] as const satisfies readonly { to: string; key: keyof Messages['footer'] }[];

/** The apps the footer links to their stores, each labelled `${app}App`. */
const APPS = ['partner', 'customer'] as const;

const SOCIAL_ICONS: readonly IconName[] = ['camera', 'play'];
/** The site the social link goes to, as its brand name (the label is "Kirana on Instagram"). */
const SOCIAL_NAMES = ['Instagram', 'YouTube'];

/** The footer's list items linking these pages by their labels. */
function pageItems(pages: readonly { to: string; label: string }[]) {
  return pages.map((page) => (
    <li key={page.to}>
      <Link to={page.to} className={styles.link}>
        {page.label}
      </Link>
    </li>
  ));
}

/** A column of links under its heading (the heading names the column's navigation). */
function FooterColumn({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <nav aria-labelledby={id} className={styles.column}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className="plain-list">{children}</ul>
    </nav>
  );
}

export function Footer() {
  const { t, content, href } = useI18n();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.about}>
          <Link to={href('/')} className={styles.brand}>
            <Logo inverse />
          </Link>
          <p className={styles.tagline}>{content.TAGLINE}.</p>
          <ul className={`plain-list ${styles.social}`}>
            {content.socialLinks.map((link, index) => (
              <li key={link.href}>
                <a href={link.href} className={styles.socialLink} rel="noopener" target="_blank">
                  <Icon name={SOCIAL_ICONS[index] ?? 'arrow'} size={20} />
                  <span>{SOCIAL_NAMES[index] ?? link.label}</span>
                  <VisuallyHidden>{t.footer.newTab}</VisuallyHidden>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <FooterColumn id="footer-company" title={t.footer.company}>
          {pageItems(COMPANY_LINKS.map((link) => ({ to: href(link.to), label: t.nav[link.key] })))}
        </FooterColumn>

        <FooterColumn id="footer-partners" title={t.footer.forPartners}>
          {PARTNER_ANCHORS.map((item) => (
            <li key={item.anchor}>
              <HomeAnchorLink anchor={item.anchor} className={styles.link}>
                {t.footer[item.key]}
              </HomeAnchorLink>
            </li>
          ))}
          {pageItems(
            PARTNER_PAGES.map((page) => ({ to: href(page.to), label: t.footer[page.key] })),
          )}
          {APPS.map((app) => (
            <li key={app}>
              <a href={content.appLinks[app].href} className={styles.link} rel="noopener">
                {t.footer[`${app}App`]}
              </a>
            </li>
          ))}
        </FooterColumn>

        <FooterColumn id="footer-legal" title={t.footer.legal}>
          {pageItems(
            content.policyList.map((policy) => ({ to: href(policy.path), label: policy.title })),
          )}
        </FooterColumn>

        <div className={styles.column}>
          <h2 className={styles.heading}>{t.footer.contact}</h2>
          <address className={styles.address}>
            {content.addressLines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          <p>
            <a href={CONTACT.phoneHref} className={styles.link}>
              {CONTACT.phone}
            </a>
          </p>
          <p>
            <a href={`mailto:${CONTACT.email}`} className={styles.link}>
              {CONTACT.email}
            </a>
          </p>
          <ul className={`plain-list ${styles.hours}`} aria-label={t.footer.businessHours}>
            {content.businessHours.map((row) => (
              <li key={row.days}>{row.label}</li>
            ))}
          </ul>
          <nav aria-labelledby="footer-language" className={styles.languages}>
            <h2 id="footer-language" className={styles.heading}>
              {t.nav.language}
            </h2>
            <LanguageSwitcher label={null} inverse />
          </nav>
        </div>
      </div>

      <div className={`container ${styles.bottom}`}>
        <p suppressHydrationWarning>{fill(t.footer.rights, { year: new Date().getFullYear() })}</p>
        <a href={ADMIN_LOGIN_URL} className={styles.link}>
          {t.footer.admin}
        </a>
      </div>
    </footer>
  );
}
