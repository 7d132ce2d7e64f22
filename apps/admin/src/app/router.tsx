// The route table. Every screen is a lazy route module, so the login page loads only its own
// code; the guards are small and load with the entry. A module that exports `clientLoader`
// gets the query client for it, so its loader reads with the same options as its screen.

import type { QueryClient } from '@tanstack/react-query';
import { Navigate, type LoaderFunction, type RouteObject } from 'react-router';
import { routes } from '../config/paths';
import { redirectIfSignedIn, requireSession } from './guards';
import { RouteError } from './route-error';
import { RouteLoading } from './route-loading';

interface RouteModule {
  Component: RouteObject['Component'];
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
}

export function createRouteObjects(queryClient: QueryClient): RouteObject[] {
  const lazy = (load: () => Promise<RouteModule>) => async () => {
    const { Component, clientLoader } = await load();
    return clientLoader ? { Component, loader: clientLoader(queryClient) } : { Component };
  };
  return [
    {
      id: 'root',
      ErrorBoundary: RouteError,
      HydrateFallback: RouteLoading,
      children: [
        { path: routes.root, element: <Navigate to={routes.dashboard} replace /> },
        {
          path: routes.login,
          loader: redirectIfSignedIn,
          lazy: lazy(() => import('./routes/login')),
        },
        {
          id: 'signed-in',
          loader: requireSession,
          lazy: lazy(() => import('./routes/signed-in-layout')),
          children: [
            { path: routes.admin, element: <Navigate to={routes.dashboard} replace /> },
            { path: routes.dashboard, lazy: lazy(() => import('./routes/dashboard')) },
            { path: routes.manageBranch, lazy: lazy(() => import('./routes/manage-branch')) },
            { path: routes.inventory, lazy: lazy(() => import('./routes/inventory')) },
            { path: routes.products, lazy: lazy(() => import('./routes/products')) },
            { path: routes.storeProducts, lazy: lazy(() => import('./routes/store-products')) },
            { path: routes.inbox, lazy: lazy(() => import('./routes/inbox')) },
            { path: routes.message, lazy: lazy(() => import('./routes/message')) },
            { path: routes.activity, lazy: lazy(() => import('./routes/activity')) },
            { path: routes.team, lazy: lazy(() => import('./routes/team')) },
            {
              path: routes.deliveryPartners,
              lazy: lazy(() => import('./routes/delivery-partners')),
            },
            { path: routes.deliveryPartner, lazy: lazy(() => import('./routes/delivery-partner')) },
            {
              path: routes.createAffiliateProduct,
              lazy: lazy(() => import('./routes/create-affiliate-product')),
            },
          ],
        },
        { path: '*', lazy: lazy(() => import('./routes/not-found')) },
      ],
    },
  ];
}
