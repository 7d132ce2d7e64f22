import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';

const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/admin/login" replace /> },
  { path: '/admin/login', element: <h1>Admin login</h1> },
]);

export function App() {
  return <RouterProvider router={router} />;
}
