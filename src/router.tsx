import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ConsoleRoute } from './ConsoleRoute';
import * as login from './features/auth';
import { BannerProvider } from './ui/Banner';
import { loadStoredCatalogue } from './ui/catalogues';
import { lazyRoute } from './ui/lazyRoute';
import { OutsideAdmin } from './ui/OutsideAdmin';
import { RouteErrorBoundary } from './ui/RouteErrorBoundary';

const LoginRoute = lazyRoute(login.loadRoot, { english: 'first' });

/**
 * The console's router: real paths (/settings, /contract/12-34), not react-admin's hash router, and
 * two roots: /login, light, and the console (<CoreAdmin> sees it is inside a router and uses this
 * one, so its redirects to /login land on the first route). Each route has its own OutsideAdmin,
 * made afresh, in the language chosen since, when the user signs in or out. A declarative router:
 * the console has no loaders, actions or blockers; RouteErrorBoundary shows the router's fallback.
 */
function ConsoleRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route
          path={login.path}
          element={
            <RouteErrorBoundary>
              <OutsideAdmin>
                <LoginRoute />
              </OutsideAdmin>
            </RouteErrorBoundary>
          }
        />
        <Route
          path="*"
          element={
            <RouteErrorBoundary>
              <OutsideAdmin>
                <ConsoleRoute />
              </OutsideAdmin>
            </RouteErrorBoundary>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}

/**
 * Renders once the root of the address has arrived (main.tsx started its download), so that it
 * shows at once; the console's root waits for the page its address opens too (src/openingPage.ts).
 * One banner for both roots, as before they were split: a message shown in the console stays on /login.
 */
export async function renderRouter(): Promise<void> {
  const path = window.location.pathname;
  // react-admin's translator needs the first language's messages at once: German waits for its chunk
  await Promise.all([(path === login.path ? LoginRoute : ConsoleRoute).preload(), loadStoredCatalogue()]);
  const root = createRoot(document.getElementById('root')!);
  // As a transition, React renders the first screen in slices of a few milliseconds and lets the
  // browser in between (input, the network's answers), instead of one long task: on a slow phone
  // that long task was most of the blocking time Lighthouse counts.
  startTransition(() =>
    root.render(
      <StrictMode>
        <BannerProvider>
          <ConsoleRouter />
        </BannerProvider>
      </StrictMode>,
    ),
  );
}
