import { useTranslate } from 'ra-core';

/** The console's name, the page title when a page sets none. */
export function AppTitle() {
  const translate = useTranslate();
  return <>{translate('app.title')}</>;
}
