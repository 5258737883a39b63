import englishMessages from 'ra-language-english';
import { mergeTrees } from './types';
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
import { market } from './areas/market';
import { user } from './areas/user';
import { search } from './areas/search';
import { admin } from './areas/admin';
import { contract } from './areas/contract';
import { disputes } from './areas/disputes';
import { tradeStatus } from './areas/tradeStatus';
import { tools } from './areas/tools';
import { palette } from './areas/palette';
import { cases } from './areas/cases';
import { caseOwner } from './areas/caseOwner';
import { audit } from './areas/audit';

/**
 * The English catalogue: react-admin's own messages, then each area's. The reference for de and de-CH.
 * A new area adds one import, one line to the type and one to the merge list.
 */
export const en = mergeTrees<
  typeof englishMessages &
    typeof shell.en &
    typeof login.en &
    typeof settings.en &
    typeof errors.en &
    typeof events.en &
    typeof push.en &
    typeof currencies.en &
    typeof offer.en &
    typeof escrows.en &
    typeof scammers.en &
    typeof analytics.en &
    typeof leaderboard.en &
    typeof market.en &
    typeof user.en &
    typeof search.en &
    typeof admin.en &
    typeof contract.en &
    typeof disputes.en &
    typeof tradeStatus.en &
    typeof tools.en &
    typeof palette.en &
    typeof cases.en &
    typeof caseOwner.en &
    typeof audit.en
>(
  englishMessages,
  shell.en,
  login.en,
  settings.en,
  errors.en,
  events.en,
  push.en,
  currencies.en,
  offer.en,
  escrows.en,
  scammers.en,
  analytics.en,
  leaderboard.en,
  market.en,
  user.en,
  search.en,
  admin.en,
  contract.en,
  disputes.en,
  tradeStatus.en,
  tools.en,
  palette.en,
  cases.en,
  caseOwner.en,
  audit.en,
);

export type Messages = typeof en;
