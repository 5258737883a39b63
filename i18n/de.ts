import type { Catalogue } from './types';
import { mergeTrees } from './types';
import type { Messages } from './en';
import { raGerman } from './ra-de';
import { shell } from './areas/shell';

export const de: Catalogue<Messages> = mergeTrees<Catalogue<Messages>>(raGerman, shell.de);
