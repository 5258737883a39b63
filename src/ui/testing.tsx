import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { buildI18nProvider } from '../../i18n/provider';
import { catalogues } from './catalogues';

/** Renders inside react-admin's context (router, theme, a fresh store) with the real English catalogue. */
export function renderInAdmin(ui: ReactNode) {
  return render(
    <AdminContext i18nProvider={buildI18nProvider(catalogues, 'en')} store={memoryStore()}>
      {ui}
    </AdminContext>,
  );
}
