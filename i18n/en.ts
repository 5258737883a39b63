import englishMessages from 'ra-language-english';
import { mergeTrees } from './types';
import { shell } from './areas/shell';

/** The English catalogue: react-admin's own messages, then each area's. The reference for de and de-CH. */
export const en = mergeTrees<typeof englishMessages & typeof shell.en>(englishMessages, shell.en);

export type Messages = typeof en;
