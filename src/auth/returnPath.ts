/**
 * Where a signed-out visitor was going (spec §2: "the current path is stored as a redirect
 * target"). sessionStorage, so that it belongs to this tab and survives a reload of /login.
 */
const KEY = 'peach.returnPath';

export function rememberReturnPath(location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location): void {
  if (location.pathname === '/login') return;
  sessionStorage.setItem(KEY, `${location.pathname}${location.search}${location.hash}`);
}

/** Reads and forgets the stored path; only same-origin paths are honoured. */
export function takeReturnPath(): string | null {
  const path = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

export const forgetReturnPath = (): void => sessionStorage.removeItem(KEY);
