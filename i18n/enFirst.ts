import { mergeTrees } from './types';
import { shell } from './areas/shell';
import { login } from './areas/login';
import { errors } from './areas/errors';

/**
 * The English of what renders before the console's code has arrived: the login page, the
 * router's fallbacks ('...', ChunkLoadError, the error page) and the banner, whose keys are all in
 * these three areas. The whole catalogue (./en.ts: react-admin's messages and every area) joins with
 * the console (src/App.tsx calls `completeEnglish`), so /login does not download the texts of the
 * screens behind it.
 */
export const enFirst = mergeTrees<typeof shell.en & typeof login.en & typeof errors.en>(shell.en, login.en, errors.en);
