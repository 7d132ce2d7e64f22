// The route table. Every screen is a lazy route module; the guards are small and load with the
// app. A module that exports `clientLoader` gets the query client for it, so its loader reads
// with the same options as its screen. The sign-in screens are routes here too (a logout or an
// ended session comes back to them), given the router's location and navigate; a first visit to
// one is served without the router (./sign-in-app.tsx).

import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  Navigate,
  Outlet,
  ScrollRestoration,
  useLocation,
  useNavigate,
  type LoaderFunction,
  type RouteObject,
} from 'react-router';
import { routes } from '../config/paths';
import { profileQueryOptions } from '../features/auth/api/get-profile';
import { can, useCan, type Permission } from '../lib/permissions';
import { getSession, hasValidSession } from '../lib/session';
import { SignInNavigationContext, type SignInNavigation } from '../lib/sign-in-navigation';
import { redirectIfSignedIn, requireSession } from './guards';
import { NoAccess } from './no-access';
import { RouteError } from './route-error';
import { RouteLoading } from './route-loading';
// The frame of every signed-in screen comes with the app, not as a chunk of its own.
import * as signedInLayout from './routes/signed-in-layout';

/** A sign-in screen's navigation, from the router. */
function RouterSignInNavigation({ children }: { children: ReactNode }) {
  const { pathname, hash, state } = useLocation();
  const routerNavigate = useNavigate();
  const navigate = useMemo<SignInNavigation['navigate']>(
    () => (to, options) => void routerNavigate(to, options),
    [routerNavigate],
  );
  const value = useMemo(
    () => ({ location: { pathname, hash, state: state as unknown }, navigate }),
    [pathname, hash, state, navigate],
  );
  return (
    <SignInNavigationContext.Provider value={value}>{children}</SignInNavigationContext.Provider>
  );
}

/**
 * Around every screen: a new screen opens at its top (or at the element its URL's hash names),
 * and the back button finds the page where it was left (issue 39). A filter kept in the URL
 * leaves the list where it is (`preventScrollReset`, hooks/use-search-filters.ts).
 */
function Root() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

interface RouteModule {
  Component: RouteObject['Component'];
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
}

export function createRouteObjects(queryClient: QueryClient): RouteObject[] {
  const lazy = (load: () => Promise<RouteModule>) => async () => {
    const { Component, clientLoader } = await load();
    return clientLoader ? { Component, loader: clientLoader(queryClient) } : { Component };
  };
  /** A sign-in screen: its module, under the router's navigation. */
  const signIn = (load: () => Promise<RouteModule>) => async () => {
    const { Component: Screen } = await load();
    if (!Screen) return {};
    return {
      Component: () => (
        <RouterSignInNavigation>
          <Screen />
        </RouterSignInNavigation>
      ),
    };
  };
  /** Whether the signed-in admin may; the profile is read first when none is cached. */
  const allowed = async (permission: Permission) => {
    const session = getSession();
    if (!hasValidSession(session)) return false;
    const admin =
      session.admin ?? (await queryClient.ensureQueryData(profileQueryOptions).catch(() => null));
    return can(admin, permission);
  };
  /**
   * A route only a role with the permission opens: others see "You do not have access", and
   * neither its module (its code) is downloaded nor its loader (which would read what the role
   * may not) run. The module loads in the route's loader once the role may open it, so the
   * screen has it when it first renders.
   */
  const guarded = (permission: Permission, load: () => Promise<RouteModule>) => {
    let module: RouteModule | undefined;
    let loader: LoaderFunction | undefined;
    const loadModule = async () => {
      if (!module) {
        module = await load();
        loader = module.clientLoader?.(queryClient);
      }
      return module;
    };
    function Component() {
      const may = useCan();
      const [, setLoaded] = useState(0);
      const allowedHere = may(permission);
      // A role changed since the loader ran (another admin signed in): fetch the module now.
      useEffect(() => {
        if (allowedHere && !module) void loadModule().then(() => setLoaded((n) => n + 1));
      }, [allowedHere]);
      if (!allowedHere) return <NoAccess />;
      const Screen = module?.Component;
      return Screen ? <Screen /> : <RouteLoading />;
    }
    return {
      Component,
      loader: async (args: Parameters<LoaderFunction>[0]) => {
        if (!(await allowed(permission))) return null;
        await loadModule();
        return loader ? loader(args) : null;
      },
    };
  };
  return [
    {
      id: 'root',
      Component: Root,
      ErrorBoundary: RouteError,
      HydrateFallback: RouteLoading,
      children: [
        { path: routes.root, element: <Navigate to={routes.dashboard} replace /> },
        {
          path: routes.login,
          loader: redirectIfSignedIn,
          lazy: signIn(() => import('./routes/login')),
        },
        { path: routes.acceptInvite, lazy: signIn(() => import('./routes/accept-invite')) },
        {
          path: routes.loginCode,
          loader: redirectIfSignedIn,
          lazy: signIn(() => import('./routes/login-code')),
        },
        {
          path: routes.loginEnrol,
          loader: redirectIfSignedIn,
          lazy: signIn(() => import('./routes/login-enrol')),
        },
        {
          id: 'signed-in',
          loader: requireSession,
          lazy: lazy(() => Promise.resolve(signedInLayout)),
          children: [
            { path: routes.admin, element: <Navigate to={routes.dashboard} replace /> },
            { path: routes.dashboard, lazy: lazy(() => import('./routes/dashboard')) },
            {
              path: routes.manageBranch,
              ...guarded('stores.view', () => import('./routes/manage-branch')),
            },
            {
              path: routes.inventory,
              ...guarded('inventory.manage', () => import('./routes/inventory')),
            },
            {
              path: routes.products,
              ...guarded('inventory.manage', () => import('./routes/products')),
            },
            {
              path: routes.storeProducts,
              ...guarded('inventory.manage', () => import('./routes/store-products')),
            },
            { path: routes.inbox, ...guarded('inbox.manage', () => import('./routes/inbox')) },
            {
              path: routes.cannedReplies,
              ...guarded('inbox.cannedReplies', () => import('./routes/canned-replies')),
            },
            {
              path: routes.conversation,
              ...guarded('inbox.manage', () => import('./routes/conversation')),
            },
            {
              path: routes.requests,
              ...guarded('requests.view', () => import('./routes/requests')),
            },
            {
              path: routes.request,
              ...guarded('requests.view', () => import('./routes/request')),
            },
            {
              path: routes.activity,
              ...guarded('activity.view', () => import('./routes/activity')),
            },
            { path: routes.team, ...guarded('team.manage', () => import('./routes/team')) },
            { path: routes.account, ...guarded('account', () => import('./routes/account')) },
            {
              path: routes.deliveryPartners,
              ...guarded('partners.view', () => import('./routes/delivery-partners')),
            },
            {
              path: routes.deliveryPartner,
              ...guarded('partners.view', () => import('./routes/delivery-partner')),
            },
            {
              path: routes.createAffiliateProduct,
              ...guarded('affiliates.manage', () => import('./routes/create-affiliate-product')),
            },
          ],
        },
        { path: '*', lazy: lazy(() => import('./routes/not-found')) },
      ],
    },
  ];
}
