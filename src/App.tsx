import { useMemo } from 'react';
import { Admin } from 'react-admin';
import { authProvider, dataProvider } from './featureProviders';
import { Dashboard, featureRoutes, ToNotFound } from './featureRoutes';
import { createQueryClient } from './data/queryClient';
import { ErrorPage } from './ui/ErrorPage';
import { Layout } from './ui/Layout';
import { darkTheme, theme } from './ui/theme';
import { AppTitle } from './ui/AppTitle';
import { BannerNotification } from './ui/BannerNotification';
import { createI18nProvider } from './ui/catalogues';

/** The console's start, which src/loadConsole.ts runs before the first render (the console's English, the opening page). */
export { startConsole } from './openingPage';

/**
 * The console: providers, layout, and the routes and resources derived from the features
 * (src/featureRoutes.tsx). Nothing else happens here. The i18n provider and query client are made
 * once per App, so tests mounting several Apps do not share a language or a cache. /login is not
 * in here but beside it (src/router.tsx), so that it loads without react-admin's UI; react-admin's
 * redirects to /login land there.
 */
export function App() {
  const i18nProvider = useMemo(createI18nProvider, []);
  const queryClient = useMemo(createQueryClient, []);
  return (
    <Admin
      disableTelemetry
      requireAuth
      title={<AppTitle />}
      theme={theme}
      darkTheme={darkTheme}
      defaultTheme="light"
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      layout={Layout}
      loginPage={false}
      dashboard={Dashboard}
      catchAll={ToNotFound}
      error={ErrorPage}
      notification={BannerNotification}
    >
      {featureRoutes}
    </Admin>
  );
}
