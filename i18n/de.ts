import type { Catalogue } from './types';
import { mergeTrees } from './types';
import type { Messages } from './en';
import { raGerman } from './ra-de';
import { shellDe } from './areas/shell.de';
import { loginDe } from './areas/login.de';
import { settingsDe } from './areas/settings.de';
import { errorsDe } from './areas/errors.de';
import { eventsDe } from './areas/events.de';
import { pushDe } from './areas/push.de';
import { currenciesDe } from './areas/currencies.de';
import { comingDe } from './areas/coming.de';

/** German: react-admin's messages, then each area's (one line per area). */
export const de: Catalogue<Messages> = mergeTrees<Catalogue<Messages>>(
  raGerman,
  shellDe.de,
  loginDe.de,
  settingsDe.de,
  errorsDe.de,
  eventsDe.de,
  pushDe.de,
  currenciesDe.de,
  comingDe.de,
);
