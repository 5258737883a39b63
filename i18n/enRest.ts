import { mergeTrees } from './types';
import { settings } from './areas/settings';
import { currencies } from './areas/currencies';
import { events } from './areas/events';
import { offer } from './areas/offer';
import { escrows } from './areas/escrows';
import { scammers } from './areas/scammers';
import { analytics } from './areas/analytics';
import { user } from './areas/user';
import { search } from './areas/search';
import { admin } from './areas/admin';
import { leaderboard } from './areas/leaderboard';
import { palette } from './areas/palette';

/**
 * The English of the console's pages other than home and the case (a chunk of its own): loaded
 * beside the first of them the staff member opens, which renders once it is here (src/ui/lazyRoute.ts).
 * The rest of the catalogue is i18n/enConsole.ts and i18n/enCase.ts, which these pages wait for too.
 */
export const enRest = mergeTrees<object>(settings.en, currencies.en, events.en, offer.en, escrows.en, scammers.en, analytics.en, user.en, search.en, admin.en, leaderboard.en, palette.en);
