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
import { offer } from './areas/offer';
import { escrows } from './areas/escrows';
import { scammers } from './areas/scammers';
import { analytics } from './areas/analytics';
import { leaderboard } from './areas/leaderboard';
import { user } from './areas/user';
import { search } from './areas/search';
import { admin } from './areas/admin';
import { disputesGerman } from './areas/disputes.de';

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
  offer.de,
  escrows.de,
  scammers.de,
  analytics.de,
  leaderboard.de,
  user.de,
  search.de,
  admin.de,
  disputesGerman.de,
);
