import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * react-admin's <AdminUI> imports its own login page as the default of `loginPage`, and with it
 * react-hook-form, its inputs and their styles, into the console's first chunk. The console sets
 * `loginPage={false}` (src/App.tsx): sign-in is /login, a root of its own (src/router.tsx). So for
 * AdminUI alone, `Login` is a component that renders nothing; `AuthCallback` stays react-admin's.
 */
const STUB = '\0admin-ui-auth';

export function dropAdminLoginPage(): Plugin {
  let authCallback = '';
  return {
    name: 'drop-admin-login-page',
    apply: 'build',
    // before Vite's own resolver, which would otherwise resolve the import first
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './auth/index.js' || !importer || !/ra-ui-materialui[\\/]dist[\\/]AdminUI\.js$/.test(importer)) return null;
      authCallback = join(dirname(importer), 'auth', 'AuthCallback.js');
      return STUB;
    },
    load(id) {
      if (id !== STUB) return null;
      return [
        `export { AuthCallback } from ${JSON.stringify(authCallback)};`,
        // never rendered: the console passes loginPage={false}
        'export const Login = () => null;',
      ].join('\n');
    },
  };
}
