import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, memoryStore, type AuthProvider, type Store } from 'react-admin';
import { buildI18nProvider } from '../../i18n/provider';
import { catalogues } from './catalogues';

/** Renders inside react-admin's context (router, theme, a fresh store) with the real English catalogue (and an authProvider when given). */
export function renderInAdmin(ui: ReactNode, { authProvider, store = memoryStore() }: { authProvider?: AuthProvider; store?: Store } = {}) {
  return render(
    <AdminContext i18nProvider={buildI18nProvider(catalogues, 'en')} store={store} authProvider={authProvider}>
      {ui}
    </AdminContext>,
  );
}
