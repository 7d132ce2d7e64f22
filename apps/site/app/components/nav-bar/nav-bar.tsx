import { NavLink } from 'react-router';
import { buttonClassName } from '@kirana/ui/button';
import { HomeAnchorLink } from '../home-link/home-link';
import { Icon } from '../icon';
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
  return (
    <header
      className={styles.header}
      data-nav-header=""
      data-scrolled="false"
      data-menu-open="false"
    >
      <nav className={`container ${styles.bar}`} aria-label="Main">
        <a href="/" className={styles.brand}>
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
          <span>Menu</span>
        </button>
        <div id={MENU_ID} className={styles.menu} data-nav-menu>
          <ul className={styles.links}>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={styles.link}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <HomeAnchorLink
            anchor="download"
            className={`${buttonClassName({ size: 'sm' })} ${styles.download}`}
          >
            <Icon name="download" size={18} />
            Download App
          </HomeAnchorLink>
        </div>
      </nav>
    </header>
  );
}
