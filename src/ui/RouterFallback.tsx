import { useMemo } from 'react';
import { isChunkLoadError } from './chunkError';
import { createI18nProvider } from './catalogues';

/** What a failure may say of itself: a status (an HTTP error or a Response) and its text. */
interface WithStatus {
  status?: unknown;
  statusText?: unknown;
}

const statusOf = (error: unknown) => {
  const status = (error as WithStatus | null)?.status;
  return typeof status === 'number' ? status : undefined;
};

const messageOf = (error: unknown) => {
  const statusText = (error as WithStatus | null)?.statusText;
  if (typeof statusText === 'string' && statusText) return statusText;
  return error instanceof Error ? error.message : String(error ?? '');
};

/**
 * The router's fallback (spec §2: "Unexpected Application Error!" with status and message), shown by
 * RouteErrorBoundary for what fails outside react-admin's own error page. It renders outside
 * <Admin>, so it builds its own translator from the stored language. Plain HTML on purpose:
 * whatever broke may be the theme or react-admin itself.
 */
export function RouterFallback({ error }: { error: unknown }) {
  const translate = useMemo(() => createI18nProvider().translate, []);
  const status = statusOf(error);
  const message = messageOf(error);

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
