import { useMemo } from 'react';
import { CoreAdmin, localStorageStore } from 'ra-core';
import { authProvider, dataProvider } from './featureProviders';
import { Dashboard, featureRoutes, ToNotFound } from './featureRoutes';
import { createQueryClient } from './data/queryClient';
import { ErrorPage } from './layout/ErrorPage';
import { Layout } from './layout/Layout';
import { AppTitle } from './layout/AppTitle';
import { AccessDenied } from './ui/AccessGuard';
import { createI18nProvider } from './ui/catalogues';

/** The console's start, which src/loadConsole.ts runs before the first render (the console's English, the opening page). */
export { startConsole } from './openingPage';

/**
 * The console: providers, layout, and the routes and resources derived from the features
 * (src/featureRoutes.tsx). Nothing else happens here. ra-core's <CoreAdmin> brings none of
 * react-admin's default UI: theme, notification and error page are the console's own layout's
 * (src/layout). The i18n provider, query client and store are made once per App, so tests mounting
 * several Apps do not share a language or a cache; the store keeps the staff member's choices
 * (theme, menu, currency) in localStorage, where <CoreAdmin>'s default would keep them in memory.
 * /login is not in here but beside it (src/router.tsx), so that it loads without the console.
 */
export function App() {
  const i18nProvider = useMemo(createI18nProvider, []);
  const queryClient = useMemo(createQueryClient, []);
  const store = useMemo(() => localStorageStore(), []);
  return (
    <CoreAdmin
      disableTelemetry
      requireAuth
      title={<AppTitle />}
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      store={store}
      layout={Layout}
      loginPage={false}
      dashboard={Dashboard}
      catchAll={ToNotFound}
      accessDenied={AccessDenied}
      error={ErrorPage}
    >
      {featureRoutes}
    </CoreAdmin>
  );
}
