import type { Catalogue } from './types';
import { mapLeaves, mergeTrees } from './types';
import type { Messages } from './en';
import { de } from './de';
import { shellDe } from './areas/shell.de';
import { loginDe } from './areas/login.de';
import { settingsDe } from './areas/settings.de';
import { errorsDe } from './areas/errors.de';
import { eventsDe } from './areas/events.de';
import { pushDe } from './areas/push.de';
import { currenciesDe } from './areas/currencies.de';
import { comingDe } from './areas/coming.de';

/** Swiss German: German without ß (Swiss orthography writes ss), then the words Swiss staff say differently. */
export const deCH: Catalogue<Messages> = mergeTrees<Catalogue<Messages>>(
  mapLeaves(de, (text) => text.replace(/ß/g, 'ss')),
  shellDe.deCH,
  loginDe.deCH,
  settingsDe.deCH,
  errorsDe.deCH,
  eventsDe.deCH,
  pushDe.deCH,
  currenciesDe.deCH,
  comingDe.deCH,
);
