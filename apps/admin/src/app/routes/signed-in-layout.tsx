// The layout route of every signed-in screen: the header and navigation around them, and the
// way back to the login page once the session ends. The navigation lists the sections the
// admin's role may open; on a phone it folds into a menu button.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { Brand } from '../../components/brand';
import { dashboardViews, paths, routes, searchParams } from '../../config/paths';
import { LogoutButton } from '../../features/auth/components/logout-button';
import { useSessionExpiry } from '../../features/auth/hooks/use-session-expiry';
import { useCan, type Permission } from '../../lib/permissions';
import { useSession } from '../../lib/session';
import styles from './signed-in-layout.module.css';

interface Section {
  label: string;
  to: string;
  permission: Permission;
  /** Whether the location is this section (one section at most is current). */
  isCurrent: (location: { pathname: string; search: string }) => boolean;
}

const AFFILIATE_VIEWS: readonly string[] = [
  dashboardViews.affiliates,
  dashboardViews.inactiveAffiliates,
];

function isAffiliates({ pathname, search }: { pathname: string; search: string }): boolean {
  if (pathname === routes.createAffiliateProduct) return true;
  const view = new URLSearchParams(search).get(searchParams.view);
  return pathname === routes.dashboard && view !== null && AFFILIATE_VIEWS.includes(view);
}

const within = (base: string) => (location: { pathname: string }) =>
  location.pathname === base || location.pathname.startsWith(`${base}/`);

/** Every section of the app, in the navigation's order, with what a role needs to open it. */
export const SECTIONS: readonly Section[] = [
  {
    label: 'Dashboard',
    to: routes.dashboard,
    permission: 'dashboard.view',
    isCurrent: (location) => location.pathname === routes.dashboard && !isAffiliates(location),
  },
  {
    label: 'Stores',
    to: paths.branches,
    permission: 'stores.view',
    isCurrent: within(routes.manageBranch),
  },
  {
    label: 'Delivery partners',
    to: paths.deliveryPartners,
    permission: 'partners.view',
    isCurrent: within(routes.deliveryPartners),
  },
  {
    label: 'Inbox',
    to: paths.inbox,
    permission: 'inbox.manage',
    // The canned replies are the inbox's own page (its "Canned replies" button), not a section:
    // the top bar holds one row on a desk.
    isCurrent: within(routes.inbox),
  },
  {
    label: 'Requests',
    to: paths.requests,
    permission: 'requests.view',
    isCurrent: within(routes.requests),
  },
  {
    label: 'Activity',
    to: paths.activity,
    permission: 'activity.view',
    isCurrent: within(routes.activity),
  },
  { label: 'Team', to: paths.team, permission: 'team.manage', isCurrent: within(routes.team) },
  {
    label: 'Affiliates',
    to: paths.affiliatesDashboard,
    permission: 'affiliates.manage',
    isCurrent: isAffiliates,
  },
];

/** The frame of every signed-in screen: header with brand, navigation and Logout. */
export function Component() {
  const token = useSession((state) => state.token);
  const adminName = useSession((state) => state.admin?.name);
  const navigation = useNavigation();
  const location = useLocation();
  const may = useCan();
  // The phone's menu is open at the location where it was opened: choosing a section (or any
  // navigation) closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === location.key;
  const menuButton = useRef<HTMLButtonElement>(null);
  const listId = useId();
  useSessionExpiry();

  if (token === null) return <Navigate to={routes.login} replace />;

  const sections = SECTIONS.filter((section) => may(section.permission));
  const onAccount = location.pathname === routes.account;
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    setOpenAt(null);
    menuButton.current?.focus();
  };

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
            <button
              ref={menuButton}
              type="button"
              className={styles.menuButton}
              aria-expanded={menuOpen}
              aria-controls={listId}
              onClick={() => setOpenAt(menuOpen ? null : location.key)}
              onKeyDown={closeOnEscape}
            >
              <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" />
              </svg>
              Menu
            </button>
            <div
              id={listId}
              className={menuOpen ? `${styles.navList} ${styles.open}` : styles.navList}
            >
              {sections.map((section) => {
                const current = section.isCurrent(location);
                return (
                  <Link
                    key={section.label}
                    to={section.to}
                    className={current ? `${styles.navLink} ${styles.active}` : styles.navLink}
                    aria-current={current ? 'page' : undefined}
                    onKeyDown={closeOnEscape}
                  >
                    {section.label}
                  </Link>
                );
              })}
              {/* On a phone the header has no room for the name: the menu opens My account. */}
              <Link
                to={paths.account}
                className={
                  onAccount
                    ? `${styles.navLink} ${styles.menuOnly} ${styles.active}`
                    : `${styles.navLink} ${styles.menuOnly}`
                }
                aria-current={onAccount ? 'page' : undefined}
                onKeyDown={closeOnEscape}
              >
                My account
              </Link>
            </div>
          </nav>
          <div className={styles.account}>
            {adminName && (
              <Link
                to={paths.account}
                className={styles.adminName}
                aria-current={onAccount ? 'page' : undefined}
                title="My account"
              >
                {adminName}
              </Link>
            )}
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
