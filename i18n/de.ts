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
  offerDe.de,
  escrowsDe.de,
  scammersDe.de,
  analyticsDe.de,
  leaderboardDe.de,
  marketDe.de,
  userDe.de,
  searchDe.de,
  adminDe.de,
  contractDe.de,
  disputesDe.de,
  tradeStatusDe.de,
  toolsDe.de,
  paletteDe.de,
  casesDe.de,
  caseOwnerDe.de,
  auditDe.de,
);
