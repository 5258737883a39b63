import { useMemo } from 'react';
import { Route } from 'react-router-dom';
import { CoreAdmin, CustomRoutes, localStorageStore, Navigate, Resource } from 'ra-core';
import { authProvider } from './auth/authProvider';
import { dataProvider } from './data/dataProvider';
import { createQueryClient } from './data/queryClient';
import { ErrorPage } from './layout/ErrorPage';
import { Layout } from './layout/Layout';
import { AppTitle } from './layout/AppTitle';
import { AccessDenied } from './ui/AccessGuard';
import { enConsole } from '../i18n/enConsole';
import { completeEnglish, createI18nProvider } from './ui/catalogues';
import { openingPageReady } from './openingPage';
import { loadStaffUser } from './auth/staffUser';
import * as analytics from './features/analytics';
import contracts, * as contract from './features/contracts';
import * as home from './features/disputes';
import * as notFound from './features/not-found';
import offers, * as offer from './features/offers';
import * as settings from './features/settings';
import escrows from './features/escrows';
import * as search from './features/search';
import users, * as user from './features/users';
import events, { payouts } from './features/events';
import scammers from './features/scammers';
import news from './features/news';
import admin from './features/admin';
import compliance from './features/compliance';
import grouphug from './features/grouphug';

// the console's English, before any i18nProvider of the console is made; the rest of it comes with
// the first page other than home (src/ui/catalogues.ts, src/ui/lazyRoute.ts)
completeEnglish(enConsole, {
  case: () => import('../i18n/enCase').then(({ enCase }) => enCase),
  rest: () => import('../i18n/enRest').then(({ enRest }) => enRest),
});

// The page a cold load opens (home's queue, a case, analytics) starts downloading as soon as the
// console's code runs, beside its first render and the access check (which waits for /me), not after
// them; the first render waits for it a moment (src/openingPage.ts, src/loadConsole.ts).
export const openingPage = openingPageReady(window.location.pathname, loadStaffUser());

/** Any path no route knows goes to /404 (spec §2). */
const ToNotFound = () => <Navigate to={notFound.path} replace />;
/**
 * A resource's list answers "/*" (react-admin), so /events/foo would show the list: any path
 * below a resource that none of its routes names goes to /404 too (a named segment outranks the
 * list's splat, and a record's own routes outrank this one).
 */
const unknownBelow = <Route path=":unknown/*" element={<ToNotFound />} />;

/**
 * The console: providers, layout, pages and resources. Nothing else happens here. ra-core's
 * <CoreAdmin> brings none of react-admin's default UI: theme, notification and error page are the
 * console's own layout's (src/layout).
 * The i18n provider, query client and store are made once per App, so tests mounting several Apps
 * do not share a language or a cache. The store keeps the staff member's choices (theme, menu,
 * currency) in localStorage (`RaStore.<key>`): <CoreAdmin>'s default store is in memory. /login is
 * not in here but beside it (src/router.tsx), so that it loads without react-admin's UI;
 * react-admin's redirects to /login land there.
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
      dashboard={home.HomePage}
      catchAll={ToNotFound}
      accessDenied={AccessDenied}
      error={ErrorPage}
    >
      <CustomRoutes>
        {/* every page checks its access in its shell (src/ui/Page.tsx): react-admin checks only its own List/Edit/Create/Show */}
        <Route path={home.aliasPath} element={<home.HomePage />} />
        <Route path={settings.path} element={<settings.SettingsPage />} />
        <Route path={analytics.path} element={<analytics.AnalyticsPage />} />
        <Route path={search.path} element={<search.SearchPage />} />
        <Route path={notFound.path} element={<notFound.NotFoundPage />} />
        {/* the show views of contracts, users and offers, at the spec's URLs (an id, or a look-up without one) */}
        <Route path={contract.path} element={<contract.ContractPage />} />
        <Route path={user.path} element={<user.UserPage />} />
        <Route path={offer.path} element={<offer.OfferPage />} />
        <Route path={offer.pathWithId} element={<offer.OfferPage />} />
      </CustomRoutes>

      {/* Resources (their handlers register in src/data/dataProvider.ts), each with no page below its own */}
      <Resource name="contracts" {...contracts}>
        {unknownBelow}
      </Resource>
      <Resource name="users" {...users}>
        {unknownBelow}
      </Resource>
      <Resource name="offers" {...offers}>
        {unknownBelow}
      </Resource>
      <Resource name="events" {...events}>
        {unknownBelow}
      </Resource>
      <Resource name="payouts" {...payouts}>
        {/* no screen of its own: /payouts is unknown too */}
        <Route index element={<ToNotFound />} />
        {unknownBelow}
      </Resource>
      <Resource name="escrows" {...escrows}>
        {unknownBelow}
      </Resource>
      <Resource name="scammers" {...scammers}>
        {unknownBelow}
      </Resource>
      <Resource name="news" {...news}>
        {unknownBelow}
      </Resource>
      <Resource name="admin" {...admin}>
        {unknownBelow}
      </Resource>
      <Resource name="compliance" {...compliance}>
        {unknownBelow}
      </Resource>
      <Resource name="grouphug" {...grouphug}>
        {unknownBelow}
      </Resource>
    </CoreAdmin>
  );
}
