import { mergeTrees } from './types';
import { settings } from './areas/settings';
import { events } from './areas/events';
import { currencies } from './areas/currencies';
import { offer } from './areas/offer';
import { escrows } from './areas/escrows';
import { scammers } from './areas/scammers';
import { analytics } from './areas/analytics';
import { user } from './areas/user';
import { search } from './areas/search';
import { admin } from './areas/admin';
import { contract } from './areas/contract';
import { audit } from './areas/audit';
import { leaderboard } from './areas/leaderboard';
import { palette } from './areas/palette';
import { tradeStatus } from './areas/tradeStatus';
import { caseOwner } from './areas/caseOwner';

/**
 * The English of the console's pages other than home (a chunk of its own): loaded beside the first
 * of them the staff member opens, which renders once it is here (src/ui/lazyRoute.ts). The rest
 * of the catalogue is i18n/enConsole.ts.
 */
export const enRest = mergeTrees<object>(settings.en, events.en, currencies.en, offer.en, escrows.en, scammers.en, analytics.en, user.en, search.en, admin.en, contract.en, audit.en, leaderboard.en, palette.en, tradeStatus.en, caseOwner.en);
