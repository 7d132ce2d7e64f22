// /admin/dashboard: the signed-in home (profile, numbers, queues, onboarding, lookup) and, by
// ?view=, the affiliate products.
import { lazy, Suspense } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { LoadingState } from '@kirana/ui/loading-state';
import { PageHeader } from '../../components/page-header';
import {
  AFFILIATES_DASHBOARD_VIEW,
  dashboardViews,
  paths,
  searchParams,
  type DashboardNavigationState,
  type DashboardView,
} from '../../config/paths';
import { AffiliateManagementCard } from '../../features/affiliates/components/affiliate-management-card';
import { AdminProfileCard } from '../../features/auth/components/admin-profile-card';
import { StoreLookupCard } from '../../features/stores/components/store-lookup-card';
import { QueuesCard, RecentActivityCard } from '../../features/dashboard/components/queues-card';
import { QuickStatsCard } from '../../features/dashboard/components/quick-stats-card';
import { OnboardingFunnelCard } from '../../features/dashboard/components/onboarding-funnel-card';
import { InboxClockCard } from '../../features/dashboard/components/inbox-clock-card';
import { can, useCan } from '../../lib/permissions';
import { getSession, hasValidSession, useSession } from '../../lib/session';
import { NoAccess } from '../no-access';
import styles from './dashboard.module.css';

// The affiliate views (and their dialogs) load only when opened.
const AffiliateProductsView = lazy(() =>
  import('../../features/affiliates/components/affiliate-products-view').then((module) => ({
    default: module.AffiliateProductsView,
  })),
);

/** The view from the URL (?view=...), else from navigation state (view: affiliatesDashboard). */
function viewOf(search: URLSearchParams, state: DashboardNavigationState | null): DashboardView {
  const value = search.get(searchParams.view);
  if (value === dashboardViews.affiliates || value === dashboardViews.inactiveAffiliates) {
    return value;
  }
  return state?.view === AFFILIATES_DASHBOARD_VIEW
    ? dashboardViews.affiliates
    : dashboardViews.main;
}

/**
 * An affiliate view in the URL starts reading the list while the view's code loads, instead of
 * after it. The view shows its own loading and failure texts, so the loader does not wait. The
 * list's query comes with the view's code, not with the dashboard.
 */
export function clientLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    const view = viewOf(new URL(request.url).searchParams, null);
    const session = getSession();
    if (
      view !== dashboardViews.main &&
      hasValidSession(session) &&
      can(session.admin, 'affiliates.manage')
    ) {
      void import('../../features/affiliates/api/list-affiliate-products').then((module) =>
        queryClient.prefetchQuery(module.affiliateProductsQueryOptions),
      );
    }
    return null;
  };
}

export function Component() {
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const adminName = useSession((state) => state.admin?.name);
  const view = viewOf(search, location.state as DashboardNavigationState | null);
  const may = useCan();

  const show = (next: DashboardView) =>
    navigate(
      next === dashboardViews.main
        ? paths.dashboard
        : `${paths.dashboard}?${searchParams.view}=${next}`,
    );

  if (view !== dashboardViews.main) {
    if (!may('affiliates.manage')) return <NoAccess />;
    const active = view === dashboardViews.affiliates;
    return (
      <Suspense fallback={<LoadingState>Loading...</LoadingState>}>
        <AffiliateProductsView
          active={active}
          onBack={() => show(active ? dashboardViews.main : dashboardViews.affiliates)}
          onShowInactive={() => show(dashboardViews.inactiveAffiliates)}
        />
      </Suspense>
    );
  }

  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle={adminName ? `Welcome back, ${adminName}.` : 'Welcome back.'}
      />
      <div className={styles.grid}>
        <AdminProfileCard />
        <QuickStatsCard />
        <QueuesCard />
        {may('activity.view') && <RecentActivityCard />}
        <OnboardingFunnelCard />
        {may('inbox.manage') && <InboxClockCard />}
        {may('stores.view') && (
          <StoreLookupCard
            onFound={(branch) => navigate(paths.branch(branch._id), { state: { branch } })}
          />
        )}
        {may('affiliates.manage') && (
          <AffiliateManagementCard onManage={() => show(dashboardViews.affiliates)} />
        )}
      </div>
    </>
  );
}
