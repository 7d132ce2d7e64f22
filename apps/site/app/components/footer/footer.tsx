import { Link } from 'react-router';
import { BUSINESS_HOURS } from '../../content/business';
import { VisuallyHidden } from '@kirana/ui/visually-hidden';
import { ADMIN_LOGIN_URL } from '../../config';
import { APP_LINKS, CONTACT, SOCIAL_LINKS, TAGLINE } from '../../content/company';
import { POLICY_LIST } from '../../content/policies';
import { HomeAnchorLink } from '../home-link/home-link';
import { Icon, type IconName } from '../icon';
import { Logo } from '../logo/logo';
import styles from './footer.module.css';

const COMPANY_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/blog', label: 'Blog' },
  { to: '/faqs', label: 'FAQ' },
  { to: '/contact', label: 'Contact' },
] as const;

/** Footer links to sections of the landing page. */
const PARTNER_ANCHORS = [
  { anchor: 'join-network', label: 'Join Network' },
  { anchor: 'partner-benefits', label: 'Partner Benefits' },
  { anchor: 'store-app', label: 'Store App' },
  { anchor: 'success-stories', label: 'Success Stories' },
] as const;

const SOCIAL_ICONS: readonly IconName[] = ['camera', 'play'];

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.about}>
          <Link to="/" className={styles.brand}>
            <Logo inverse />
          </Link>
          <p className={styles.tagline}>{TAGLINE}.</p>
          <ul className={`plain-list ${styles.social}`}>
            {SOCIAL_LINKS.map((link, index) => (
              <li key={link.href}>
                <a href={link.href} className={styles.socialLink} rel="noopener" target="_blank">
                  <Icon name={SOCIAL_ICONS[index] ?? 'arrow'} size={20} />
                  <span>{link.label.replace('Kirana on ', '')}</span>
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-company" className={styles.column}>
          <h2 id="footer-company" className={styles.heading}>
            Company
          </h2>
          <ul className="plain-list">
            {COMPANY_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-partners" className={styles.column}>
          <h2 id="footer-partners" className={styles.heading}>
            For Partners
          </h2>
          <ul className="plain-list">
            {PARTNER_ANCHORS.map((item) => (
              <li key={item.anchor}>
                <HomeAnchorLink anchor={item.anchor} className={styles.link}>
                  {item.label}
                </HomeAnchorLink>
              </li>
            ))}
            <li>
              <Link to="/deliver-with-us" className={styles.link}>
                Deliver With Us
              </Link>
            </li>
            <li>
              <a href={APP_LINKS.partner.href} className={styles.link} rel="noopener">
                Partner App
              </a>
            </li>
            <li>
              <a href={APP_LINKS.customer.href} className={styles.link} rel="noopener">
                Customer App
              </a>
            </li>
          </ul>
        </nav>

        <nav aria-labelledby="footer-legal" className={styles.column}>
          <h2 id="footer-legal" className={styles.heading}>
            Legal
          </h2>
          <ul className="plain-list">
            {POLICY_LIST.map((policy) => (
              <li key={policy.path}>
                <Link to={policy.path} className={styles.link}>
                  {policy.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.column}>
          <h2 className={styles.heading}>Contact</h2>
          <address className={styles.address}>
            {CONTACT.addressLines.map((line) => (
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
          <ul className={`plain-list ${styles.hours}`} aria-label="Business hours">
            {BUSINESS_HOURS.map((row) => (
              <li key={row.days}>{row.label}</li>
            ))}
          </ul>
        </div>
      </div>

      <div className={`container ${styles.bottom}`}>
        <p suppressHydrationWarning>© {new Date().getFullYear()} Kirana. All rights reserved.</p>
        <a href={ADMIN_LOGIN_URL} className={styles.link}>
          Admin
        </a>
      </div>
    </footer>
  );
}
