import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { HEADER_SCROLL_THRESHOLD_PX } from '../../content/business';
import { buttonClassName } from '@kirana/ui/button';
import { HomeAnchorLink } from '../home-link/home-link';
import { Icon } from '../icon';
import { Logo } from '../logo/logo';
import { NAV_LINKS } from './nav-links';
import styles from './nav-bar.module.css';

const MENU_ID = 'site-menu';

/** True once the page has scrolled past the header threshold. */
function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

/**
 * The fixed navigation bar: transparent at the top of the page, white with a shadow once the
 * page has scrolled; on small screens its links sit in a menu that a button toggles.
 */
export function NavBar() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const { pathname } = useLocation();
  // The page the menu was opened on: any other page (back button included) has it closed.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const closeMenu = () => setOpenOn(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header
      className={styles.header}
      data-scrolled={scrolled ? 'true' : 'false'}
      data-menu-open={menuOpen ? 'true' : 'false'}
    >
      <nav className={`container ${styles.bar}`} aria-label="Main">
        <Link to="/" className={styles.brand} onClick={closeMenu}>
          <Logo />
        </Link>
        <button
          type="button"
          className={styles.toggle}
          data-nav-toggle
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => setOpenOn(menuOpen ? null : pathname)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} />
          <span>Menu</span>
        </button>
        <div id={MENU_ID} className={styles.menu} data-nav-menu>
          <ul className={styles.links}>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={styles.link} onClick={closeMenu}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <HomeAnchorLink
            anchor="download"
            className={`${buttonClassName({ size: 'sm' })} ${styles.download}`}
            onClick={closeMenu}
          >
            <Icon name="download" size={18} />
            Download App
          </HomeAnchorLink>
        </div>
      </nav>
    </header>
  );
}
