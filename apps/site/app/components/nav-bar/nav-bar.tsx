// The navigation bar of every page, prerendered; its behaviour is a small script of its own.
import { NavLink } from 'react-router';
import { buttonClassName } from '@kirana/ui/button';
import { useI18n } from '../../i18n/use-i18n';
import { HomeAnchorLink } from '../home-link/home-link';
import { Icon } from '../icon';
import { LanguageSwitcher } from '../language-switcher/language-switcher';
import { Logo } from '../logo/logo';
import { NAV_LINKS } from './nav-links';
import styles from './nav-bar.module.css';

const MENU_ID = 'site-menu';

/**
 * The fixed navigation bar: transparent at the top of the page, white with a shadow once the
 * page has scrolled; on small screens its links sit in a menu that a button toggles. This is
 * markup only: ./nav-behaviour.ts (one small module every page loads, no framework) sets
 * data-scrolled, data-menu-open and aria-expanded. Its links are plain page loads.
 */
export function NavBar() {
  const { t, href } = useI18n();
  return (
    <header
      className={styles.header}
      data-nav-header=""
      data-scrolled="false"
      data-menu-open="false"
    >
      <nav className={`container ${styles.bar}`} aria-label={t.nav.label}>
        <a href={href('/')} className={styles.brand}>
          <Logo />
        </a>
        <button
          type="button"
          className={styles.toggle}
          data-nav-toggle
          aria-expanded="false"
          aria-controls={MENU_ID}
        >
          <span className={styles.iconMenu}>
            <Icon name="menu" />
          </span>
          <span className={styles.iconClose}>
            <Icon name="close" />
          </span>
          <span>{t.nav.menu}</span>
        </button>
        <div id={MENU_ID} className={styles.menu} data-nav-menu>
          <ul className={styles.links}>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={href(link.to)} end className={styles.link}>
                  {t.nav[link.key]}
                </NavLink>
              </li>
            ))}
          </ul>
          <HomeAnchorLink
            anchor="download"
            className={`${buttonClassName({ size: 'sm' })} ${styles.download}`}
          >
            <Icon name="download" size={18} />
            {t.nav.downloadApp}
          </HomeAnchorLink>
          <div className={styles.languages}>
            <LanguageSwitcher label={t.nav.language} compact />
          </div>
        </div>
      </nav>
    </header>
  );
}
