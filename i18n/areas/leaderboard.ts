import type { Catalogue, Overrides } from '../types';

/** The bonus-points overview at /users (spec §2, §3) and the app bar's market price (spec §7). */
const en = {
  resources: {
    bonusPoints: {
      name: 'Bonus points |||| Bonus points',
      fields: {
        id: 'User',
        referredAmount: 'Referred trading amount (sats)',
        bonusPoints: 'Bonus points',
        sats: 'Sats',
        referralCodes: 'Referral codes',
      },
    },
  },
  leaderboard: {
    title: 'Bonus points and referrals',
    table: 'Leaderboard',
    empty: 'Nobody has bonus points, a referral code or referred trading yet.',
    showMore: 'Show more',
    totals: {
      title: 'Totals',
      users: 'Users',
      referredTradingAmount: 'Referred trading amount (sats)',
      bonusPoints: 'Bonus points',
      satsEquivalent: 'Sats equivalent',
      satsPaid: 'Sats paid',
      refCodesRedeemed: 'Referral codes redeemed',
    },
  },
  market: {
    price: 'BTC $0 $1',
    label: 'Bitcoin price: $0 $1. Choose the currency',
    loading: 'BTC …',
    choose: 'Price currency',
  },
};

const de: Catalogue<typeof en> = {
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
  market: {
    price: 'BTC $0 $1',
    label: 'Bitcoin-Preis: $0 $1. Währung wählen',
    loading: 'BTC …',
    choose: 'Währung des Preises',
  },
};

/** Swiss German: only the ß → ss of all German applies. */
const deCH: Overrides<typeof en> = {};

export const leaderboard = { en, de, deCH };
