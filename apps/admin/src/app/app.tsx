import '@kirana/ui/tokens.css';
import '@kirana/ui/base.css';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { queryClient } from '../lib/query-client';
import { AppProvider } from './provider';
import { routeObjects } from './router';

const router = createBrowserRouter(routeObjects);

export function App() {
  return (
    <AppProvider client={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
