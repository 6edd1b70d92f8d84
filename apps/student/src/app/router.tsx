import { createBrowserRouter, Navigate } from 'react-router-dom';
import { RootLayout } from './RootLayout';

/** Route paths of spec 1 §2 and spec 2 §2, under the /student basename. Every screen is lazy. */
export const router = createBrowserRouter(
  [
    {
      element: <RootLayout />,
      children: [
        // spec 1 §2: an empty path redirects to dashboard.
        { index: true, element: <Navigate to="dashboard" replace /> },
        // spec 1 §2: a catch-all shows a not-found page.
        { path: '*', lazy: () => import('../routes/not-found') },
      ],
    },
  ],
  { basename: '/student' },
);
