import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { RouterFallback } from './ui/RouterFallback';
import { startUp } from './data/startup';

// Not awaited: the login page renders while the platform info arrives (spec §4).
void startUp();

/**
 * A data router with real paths (/settings, /contract/12-34), not react-admin's default hash
 * router: <Admin> sees it is inside a router and uses this one.
 */
const router = createBrowserRouter([{ path: '*', element: <App />, errorElement: <RouterFallback /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
