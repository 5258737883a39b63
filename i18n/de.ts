import type { Catalogue } from './types';
import { mergeTrees } from './types';
import type { Messages } from './en';
import { raGerman } from './ra-de';
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

/** German: react-admin's messages, then each area's (one line per area). */
export const de: Catalogue<Messages> = mergeTrees<Catalogue<Messages>>(
  raGerman,
  shell.de,
  login.de,
  settings.de,
  errors.de,
  events.de,
  push.de,
  currencies.de,
  coming.de,
  contract.de,
  disputes.de,
);
