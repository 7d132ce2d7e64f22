// The route table. Every screen is a lazy route module, so the login page loads only its own
// code; the guards are small and load with the entry.

import { Navigate, type RouteObject } from 'react-router';
import { routes } from '../config/paths';
import { redirectIfSignedIn, requireSession } from './guards';
import { RouteError } from './route-error';
import { RouteLoading } from './route-loading';

export const routeObjects: RouteObject[] = [
  {
    id: 'root',
    ErrorBoundary: RouteError,
    HydrateFallback: RouteLoading,
    children: [
      { path: routes.root, element: <Navigate to={routes.dashboard} replace /> },
      {
        path: routes.login,
        loader: redirectIfSignedIn,
        lazy: () => import('./routes/login'),
      },
      {
        id: 'signed-in',
        loader: requireSession,
        lazy: () => import('./routes/signed-in-layout'),
        children: [
          { path: routes.admin, element: <Navigate to={routes.dashboard} replace /> },
          { path: routes.dashboard, lazy: () => import('./routes/dashboard') },
          { path: routes.manageBranch, lazy: () => import('./routes/manage-branch') },
          { path: routes.inventory, lazy: () => import('./routes/inventory') },
          { path: routes.products, lazy: () => import('./routes/products') },
          { path: routes.storeProducts, lazy: () => import('./routes/store-products') },
          { path: routes.inbox, lazy: () => import('./routes/inbox') },
          { path: routes.message, lazy: () => import('./routes/message') },
          { path: routes.activity, lazy: () => import('./routes/activity') },
          { path: routes.team, lazy: () => import('./routes/team') },
          { path: routes.deliveryPartners, lazy: () => import('./routes/delivery-partners') },
          { path: routes.deliveryPartner, lazy: () => import('./routes/delivery-partner') },
          {
            path: routes.createAffiliateProduct,
            lazy: () => import('./routes/create-affiliate-product'),
          },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];
