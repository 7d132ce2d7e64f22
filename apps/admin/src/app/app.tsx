// The app's root: the shared stylesheets, the one query client, and the browser router built
// from the route table with that client.
import '@kirana/ui/tokens.css';
import '@kirana/ui/base.css';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { queryClient } from '../lib/query-client';
import { AppProvider } from './provider';
import { createRouteObjects } from './router';

const router = createBrowserRouter(createRouteObjects(queryClient));

export function App() {
  return (
    <AppProvider client={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
