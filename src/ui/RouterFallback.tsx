import { useMemo } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { isChunkLoadError } from './chunkError';
import { createI18nProvider } from './catalogues';

/**
 * The data router's errorElement (spec §2: "Unexpected Application Error!" with status and
 * message). It renders outside <Admin>, so it builds its own translator from the stored language.
 * Plain HTML on purpose: whatever broke may be the theme or react-admin itself.
 */
export function RouterFallback() {
  const error = useRouteError();
  const translate = useMemo(() => createI18nProvider().translate, []);
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  const message = isRouteErrorResponse(error)
    ? error.statusText || String(error.data ?? '')
    : error instanceof Error
      ? error.message
      : String(error ?? '');

  return (
    <main role="alert" style={{ padding: 24, fontFamily: 'Roboto, Helvetica, Arial, sans-serif' }}>
      <h1>{translate('app.error.unexpected')}</h1>
      {status !== undefined && <h2>{status}</h2>}
      {isChunkLoadError(error) && <p>{translate('app.error.chunk')}</p>}
      {message && <p style={{ fontStyle: 'italic' }}>{message}</p>}
      {isChunkLoadError(error) && (
        <button type="button" onClick={() => window.location.reload()}>
          {translate('app.reload')}
        </button>
      )}
    </main>
  );
}
