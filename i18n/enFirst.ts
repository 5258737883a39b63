import { mergeTrees } from './types';
import { shell } from './areas/shell';
import { login } from './areas/login';
import { errors } from './areas/errors';

/**
 * The English of what renders before the console's code has arrived: the login page, the
 * router's fallbacks ('...', ChunkLoadError, the error page) and the banner, whose keys are all in
 * these three areas. react-admin's messages and the console's areas (./enConsole.ts) join with the
 * console (src/App.tsx calls `completeEnglish`), the other areas (./enRest.ts) with its first page
 * other than home, so /login does not download the texts of the screens behind it.
 */
export const enFirst = mergeTrees<typeof shell.en & typeof login.en & typeof errors.en>(shell.en, login.en, errors.en);
