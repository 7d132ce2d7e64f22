// The signed-in app: the one query client, and the browser router built from the route table
// with that client. Loaded by the entry after sign-in or for any page that is not a sign-in
// screen; the router is made when the app first renders, so it starts at the page the sign-in
// screens handed over.
import { createBrowserRouter, RouterProvider } from 'react-router';
import { queryClient } from '../lib/query-client';
import { AppProvider } from './provider';
import { createRouteObjects } from './router';

let router: ReturnType<typeof createBrowserRouter> | undefined;

export function App() {
  router ??= createBrowserRouter(createRouteObjects(queryClient));
  return (
    <AppProvider client={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
