import { contractDisplayId, userDisplayId } from './disputes';
import { offerDisplayId } from './offers';

/**
 * The three central records, each with its page and the id as the platform shows it (spec §2).
 * Pure (no React): the links (ui/IdLinks.tsx), the palette, the look-ups, the case's keys and the
 * push notifications' links all build a record's URL here, the one place it is written.
 */
export const ID_RECORDS = {
  users: { path: (id: string) => `/user/${encodeURIComponent(id)}`, shown: userDisplayId },
  contracts: { path: (id: string) => `/contract/${encodeURIComponent(id)}`, shown: contractDisplayId },
  offers: { path: (id: string) => `/offer/${encodeURIComponent(id)}`, shown: offerDisplayId },
} as const;
export type IdReference = keyof typeof ID_RECORDS;

/** The page of a user, contract or offer. */
export const recordPath = (reference: IdReference, id: string): string => ID_RECORDS[reference].path(id);
