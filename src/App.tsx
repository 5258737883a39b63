import { useMemo } from 'react';
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Navigate, Resource } from 'react-admin';
import { authProvider } from './auth/authProvider';
import { dataProvider } from './data/dataProvider';
import { createQueryClient } from './data/queryClient';
import { ErrorPage } from './ui/ErrorPage';
import { Layout } from './ui/Layout';
import { theme } from './ui/theme';
import { AppTitle } from './ui/AppTitle';
import { BannerNotification } from './ui/BannerNotification';
import { AccessGuard } from './ui/AccessGuard';
import { createI18nProvider } from './ui/catalogues';
import * as coming from './pages/coming';
import * as contract from './pages/contract';
import * as home from './pages/home';
import * as notFound from './pages/not-found';
import * as settings from './pages/settings';
import events from './resources/events';
import payouts from './resources/payouts';

/** Any path no route knows goes to /404 (spec §2). */
const ToNotFound = () => <Navigate to={notFound.path} replace />;

/**
 * The console: providers, layout, pages and resources. Nothing else happens here.
 * The i18n provider and query client are made once per App, so tests mounting several Apps
 * do not share a language or a cache. /login is not in here but beside it (src/router.tsx), so
 * that it loads without react-admin's UI; react-admin's redirects to /login land there.
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
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      layout={Layout}
      loginPage={false}
      dashboard={home.HomePage}
      catchAll={ToNotFound}
      error={ErrorPage}
      notification={BannerNotification}
    >
      <CustomRoutes>
        <Route path={home.aliasPath} element={<home.HomePage />} />
        {/* every custom page sits in an AccessGuard (react-admin checks only its own List/Edit/Create/Show) */}
        <Route
          path={settings.path}
          element={
            <AccessGuard resource="settings">
              <settings.SettingsPage />
            </AccessGuard>
          }
        />
        <Route
          path={contract.path}
          element={
            <AccessGuard resource="contract">
              <contract.ContractPage />
            </AccessGuard>
          }
        />
        <Route path={notFound.path} element={<notFound.NotFoundPage />} />
        {coming.COMING.map(({ path, area }) => <Route key={path} path={path} element={<coming.ComingPage area={area} />} />)}
      </CustomRoutes>

      {/* Resources, one line each; their handlers register in src/data/dataProvider.ts. */}
      <Resource name="events" {...events} />
      <Resource name="payouts" {...payouts} />
    </Admin>
  );
}
