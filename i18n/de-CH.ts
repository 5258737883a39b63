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
import { offerDe } from './areas/offer.de';
import { escrowsDe } from './areas/escrows.de';
import { scammersDe } from './areas/scammers.de';
import { analyticsDe } from './areas/analytics.de';
import { leaderboardDe } from './areas/leaderboard.de';
import { marketDe } from './areas/market.de';
import { userDe } from './areas/user.de';
import { searchDe } from './areas/search.de';
import { adminDe } from './areas/admin.de';
import { contractDe } from './areas/contract.de';
import { disputesDe } from './areas/disputes.de';
import { tradeStatusDe } from './areas/tradeStatus.de';
import { toolsDe } from './areas/tools.de';
import { paletteDe } from './areas/palette.de';
import { casesDe } from './areas/cases.de';
import { caseOwnerDe } from './areas/caseOwner.de';
import { auditDe } from './areas/audit.de';

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
  offerDe.deCH,
  escrowsDe.deCH,
  scammersDe.deCH,
  analyticsDe.deCH,
  leaderboardDe.deCH,
  marketDe.deCH,
  userDe.deCH,
  searchDe.deCH,
  adminDe.deCH,
  contractDe.deCH,
  disputesDe.deCH,
  tradeStatusDe.deCH,
  toolsDe.deCH,
  paletteDe.deCH,
  casesDe.deCH,
  caseOwnerDe.deCH,
  auditDe.deCH,
);
