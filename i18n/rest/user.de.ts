import type { Catalogue, Overrides } from '../types';
import type { user } from './user';

/** German and Swiss German of the user area: part of the German chunk, downloaded only when German is chosen (the English: user.ts). */
const de: Catalogue<typeof user.en> = {
  resources: {
    user: { name: 'Nutzer |||| Nutzer' },
    bonusPointsHistory: {
      name: 'Verlauf der Bonuspunkte',
      fields: { date: 'Datum', points: 'Punkte', balance: 'Stand', reason: 'Grund', contractId: 'Vertrag oder geworbener Nutzer' },
    },
    loginHistory: {
      name: 'Anmeldeverlauf',
      fields: { date: 'Datum', ip: 'IP-Adresse', country: 'Land', platform: 'Plattform', appVersion: 'App-Version', uniqueId: 'Gerät' },
    },
    linkedAccounts: {
      name: 'Verknüpfte Konten',
      fields: { userId: 'Nutzer', reason: 'Verknüpfung', since: 'Seit', banned: 'Gesperrt', trades: 'Trades' },
    },
    disputeHistory: {
      name: 'Streitfälle',
      fields: { contractId: 'Vertrag', disputeDate: 'Eröffnet', reason: 'Grund', side: 'Seite', state: 'Status', outcome: 'Ergebnis', resolvedDate: 'Entschieden' },
    },
  },
  user: {
    title: 'Nutzer',
    titleOf: 'Nutzer $0',
    lookup: {
      title: 'Nutzer nachschlagen',
      field: 'Nutzer-ID',
      submit: 'Öffnen',
      hint: 'Eine vollständige Nutzer-ID öffnet das Profil; alles andere (Peach-ID, Anfang, Empfehlungscode) sucht unter den Nutzern.',
    },
    notFound: 'Es gibt keinen Nutzer mit dieser ID.',
    copyId: 'Vollständige Nutzer-ID kopieren',
    copied: 'Nutzer-ID kopiert',
    profile: 'Profil',
    created: 'Erstellt',
    trades: 'Trades',
    openedTrades: 'Begonnene Trades',
    canceledTrades: 'Abgebrochene Trades',
    openTrades: 'Laufende Trades',
    rating: 'Bewertung',
    ratingText: '$0 von 5 Sternen',
    badges: 'Abzeichen',
    disputes: 'Streitfälle',
    disputeCounts: '$0 eröffnet, $1 gewonnen, $2 verloren, $3 entschieden',
    state: 'Status',
    banned: 'Gesperrt',
    disabled: 'Deaktiviert',
    active: 'Aktiv',
    kyc: 'KYC',
    yes: 'Ja',
    no: 'Nein',
    bonusPoints: 'Bonuspunkte',
    referralCode: 'Empfehlungscode',
    usedReferralCode: 'Eingelöster Empfehlungscode',
    linkedIds: 'Verknüpfte IDs',
    none: 'Keine',
    medal: { fastTrader: 'Schneller Trader', superTrader: 'Super-Trader', ambassador: 'Botschafter' },
    reputation: {
      title: 'Reputation',
      rating: 'Bewertung',
      peachRating: 'Peach-Bewertung',
      userRating: 'Bewertung durch Nutzer',
      historyRating: 'Bewertung des Verlaufs',
      recentRating: 'Jüngste Bewertung',
      ratingCount: 'Bewertungen',
      positive: 'Erhaltene positive Bewertungen',
      negative: 'Erhaltene negative Bewertungen',
    },
    tradingLimit: {
      title: 'Handelslimit',
      daily: 'Täglich',
      monthlyAnonymous: 'Monatlich, anonyme Zahlungsarten',
      yearly: 'Jährlich',
      usedOf: '$0 von $1 $2 genutzt',
    },
    bonusReason: {
      trade: 'Trade',
      referredTrade: 'Trade eines geworbenen Nutzers',
      redeemFreeTrades: 'Für kostenlose Trades eingelöst',
      redeemReferralCode: 'Empfehlungscode eingelöst',
      adjustment: 'Korrektur',
    },
    linkReason: { sameDevice: 'Gleiches Gerät', samePaymentData: 'Gleiche Zahlungsdaten', referral: 'Empfehlung' },
    platform: { ios: 'iOS', android: 'Android' },
    side: { buyer: 'Käufer', seller: 'Verkäufer' },
    disputeState: { open: 'Offen', resolved: 'Entschieden' },
    outcome: {
      buyerWins: 'Käufer gewinnt',
      sellerWins: 'Verkäufer gewinnt',
      none: 'Kein Ergebnis, der Trade läuft weiter',
      cancelTrade: 'Trade abgebrochen',
      payOutBuyer: 'Auszahlung an den Käufer',
    },
    empty: {
      bonusPoints: 'Noch keine Änderungen der Bonuspunkte',
      logins: 'Keine Anmeldungen erfasst',
      linked: 'Keine verknüpften Konten',
      disputes: 'Keine Streitfälle',
    },
    ban: {
      ban: 'Nutzer sperren',
      unban: 'Sperre aufheben',
      banTitle: '$0 sperren?',
      banText: '$0 hat 1 laufenden Trade. Ein gesperrter Nutzer kann nicht mehr handeln. |||| $0 hat $1 laufende Trades. Ein gesperrter Nutzer kann nicht mehr handeln.',
      unbanTitle: 'Sperre von $0 aufheben?',
      unbanText: '$0 hat 1 laufenden Trade. Der Nutzer kann danach wieder handeln. |||| $0 hat $1 laufende Trades. Der Nutzer kann danach wieder handeln.',
      reason: 'Grund der Sperre',
      reasonHint: 'Wird im Sperrprotokoll gespeichert und auf der Seite Betrüger angezeigt.',
      confirmBan: 'Sperren',
      confirmUnban: 'Sperre aufheben',
      banned: '$0 ist gesperrt',
      unbanned: '$0 ist nicht mehr gesperrt',
    },
  },
  error: {
    USER_ALREADY_BANNED: 'Dieser Nutzer ist bereits gesperrt.',
    USER_NOT_BANNED: 'Dieser Nutzer ist nicht gesperrt.',
  },
};

/** Swiss German: the same words, apart from a few Swiss office terms. */
const deCH: Overrides<typeof user.en> = {
  user: {
    canceledTrades: 'Annullierte Trades',
    outcome: { cancelTrade: 'Trade annulliert' },
    tradingLimit: { usedOf: '$0 von $1 $2 beansprucht' },
  },
};

export const userDe = { de, deCH };
