// The layout route of every signed-in screen: the header and navigation around them, and the
// way back to the login page once the session ends.
import { Link, Navigate, NavLink, Outlet, useNavigation } from 'react-router';
import { Brand } from '../../components/brand';
import { paths, routes } from '../../config/paths';
import { LogoutButton } from '../../features/auth/components/logout-button';
import { useSessionExpiry } from '../../features/auth/hooks/use-session-expiry';
import { useSession } from '../../lib/session';
import styles from './signed-in-layout.module.css';

/** The frame of every signed-in screen: header with brand, navigation and Logout. */
export function Component() {
  const token = useSession((state) => state.token);
  const adminName = useSession((state) => state.admin?.name);
  const navigation = useNavigation();
  useSessionExpiry();

  if (token === null) return <Navigate to={routes.login} replace />;

  const navClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.navLink} ${styles.active}` : styles.navLink;

  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link to={routes.dashboard} className={styles.brand} aria-label="Kirana Admin dashboard">
            <Brand />
          </Link>
          <nav aria-label="Main" className={styles.nav}>
            <NavLink to={routes.dashboard} end className={navClass}>
              Dashboard
            </NavLink>
            <NavLink to={paths.branches} className={navClass}>
              Stores
            </NavLink>
            <NavLink to={paths.deliveryPartners} className={navClass}>
              Delivery partners
            </NavLink>
            <NavLink to={paths.inbox} className={navClass}>
              Inbox
            </NavLink>
            <NavLink to={paths.activity} className={navClass}>
              Activity
            </NavLink>
            <NavLink to={paths.team} className={navClass}>
              Team
            </NavLink>
            <NavLink to={paths.affiliatesDashboard} className={styles.navLink}>
              Affiliates
            </NavLink>
          </nav>
          <div className={styles.account}>
            {adminName && <span className={styles.adminName}>{adminName}</span>}
            <LogoutButton />
          </div>
        </div>
        {navigation.state === 'loading' && <div className={styles.progress} aria-hidden="true" />}
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
