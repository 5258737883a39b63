import type { Catalogue, Overrides } from '../types';
import type { leaderboard } from './leaderboard';

/** German and Swiss German of the leaderboard area: part of the German chunk, downloaded only when German is chosen (the English: leaderboard.ts). */
const de: Catalogue<typeof leaderboard.en> = {
  resources: {
    bonusPoints: {
      name: 'Bonuspunkte |||| Bonuspunkte',
      fields: {
        id: 'Nutzer',
        referredAmount: 'Empfohlenes Handelsvolumen (Sats)',
        bonusPoints: 'Bonuspunkte',
        sats: 'Sats',
        referralCodes: 'Empfehlungscodes',
      },
    },
  },
  leaderboard: {
    title: 'Bonuspunkte und Empfehlungen',
    table: 'Rangliste',
    empty: 'Noch niemand hat Bonuspunkte, einen Empfehlungscode oder empfohlenes Handelsvolumen.',
    showMore: 'Mehr anzeigen',
    totals: {
      title: 'Summen',
      users: 'Nutzer',
      referredTradingAmount: 'Empfohlenes Handelsvolumen (Sats)',
      bonusPoints: 'Bonuspunkte',
      satsEquivalent: 'Gegenwert in Sats',
      satsPaid: 'Ausgezahlte Sats',
      refCodesRedeemed: 'Eingelöste Empfehlungscodes',
    },
  },
};

/** Swiss German: only the ß → ss of all German applies. */
const deCH: Overrides<typeof leaderboard.en> = {};

export const leaderboardDe = { de, deCH };
