import type { Catalogue } from './types';
import { mapLeaves, mergeTrees } from './types';
import type { Messages } from './en';
import { de } from './de';
import { shell } from './areas/shell';
import { login } from './areas/login';
import { settings } from './areas/settings';
import { errors } from './areas/errors';
import { events } from './areas/events';
import { push } from './areas/push';
import { currencies } from './areas/currencies';
import { coming } from './areas/coming';
import { contract } from './areas/contract';
import { disputes } from './areas/disputes';

/** Swiss German: German without ß (Swiss orthography writes ss), then the words Swiss staff say differently. */
export const deCH: Catalogue<Messages> = mergeTrees<Catalogue<Messages>>(
  mapLeaves(de, (text) => text.replace(/ß/g, 'ss')),
  shell.deCH,
  login.deCH,
  settings.deCH,
  errors.deCH,
  events.deCH,
  push.deCH,
  currencies.deCH,
  coming.deCH,
  contract.deCH,
  disputes.deCH,
);
