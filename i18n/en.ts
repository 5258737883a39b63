import englishMessages from 'ra-language-english';
import { mergeTrees } from './types';
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
    typeof coming.en &
    typeof contract.en &
    typeof disputes.en
>(
  englishMessages,
  shell.en,
  login.en,
  settings.en,
  errors.en,
  events.en,
  push.en,
  currencies.en,
  coming.en,
  contract.en,
  disputes.en,
);

export type Messages = typeof en;
