/**
 * "The server ended the session", carried to /login. At start-up the console checks the stored
 * token with /me before any of its screens (or its banner) is drawn; when the server refuses it,
 * the console goes to /login, a root of its own, and the message would be lost with it. So the
 * fact is noted here (this tab, until read) and the login page shows the catalogue's text.
 */
const KEY = 'peach.sessionEnded';

export const noteSessionEnded = (): void => sessionStorage.setItem(KEY, '1');

/** Whether the session was ended by the server since the last look; reading forgets it. */
export function takeSessionEnded(): boolean {
  const ended = sessionStorage.getItem(KEY) === '1';
  sessionStorage.removeItem(KEY);
  return ended;
}
