import type { Catalogue, Overrides } from '../types';
import type { audit } from './audit';

/** German and Swiss German of the audit area: part of the German chunk (the English: audit.ts). */
const fields = {
  date: 'Zeitpunkt',
  staffName: 'Teammitglied',
  action: 'Aktion',
  subject: 'Betrifft',
  before: 'Vorher',
  after: 'Nachher',
  staffId: 'Teammitglied',
  from: 'Von',
  to: 'Bis',
};

const de: Catalogue<typeof audit.en> = {
  resources: {
    audit: { name: 'Protokolleintrag |||| Änderungsprotokoll', fields },
    contractAudit: { name: 'Protokolleintrag |||| Änderungsprotokoll', fields },
    userAudit: { name: 'Protokolleintrag |||| Änderungsprotokoll', fields },
  },
  audit: {
    title: 'Änderungsprotokoll',
    empty: 'Keine Aktionen des Teams erfasst',
    noMatch: 'Keine Aktionen passen zu diesen Filtern',
    caseHeading: 'Änderungsprotokoll dieses Falls',
    userHeading: 'Aktionen des Teams zu diesem Nutzer',
    anyone: 'Alle',
    anyAction: 'Alle Aktionen',
    column: { date: 'Zeitpunkt (UTC)' },
    action: {
      dispute: { resolve: 'Streitfall entschieden' },
      user: { ban: 'Nutzer gesperrt', unban: 'Nutzer entsperrt' },
      event: { create: 'Event erstellt', update: 'Event geändert', delete: 'Event gelöscht' },
      payout: { create: 'Auszahlung erfasst' },
      news: { create: 'Neuigkeit veröffentlicht', delete: 'Neuigkeit gelöscht' },
      staff: {
        create: 'Mitarbeiterkonto erstellt',
        roles: 'Rollen geändert',
        lock: 'Konto gesperrt',
        unlock: 'Konto entsperrt',
        password: 'Passwort geändert',
        twoFactor: '2FA eingerichtet',
      },
      case: { take: 'Fall übernommen', handOver: 'Fall übergeben' },
    },
    field: {
      owner: 'Zuständig',
      dispute: 'Streitfall',
      outcome: 'Ergebnis',
      reason: 'Grund',
      tradeStatus: 'Handelsstatus',
      isBuyerPaymentDataIncorrect: 'Zahlungsdaten des Käufers falsch',
      isSellerPaymentDataIncorrect: 'Zahlungsdaten des Verkäufers falsch',
      banned: 'Gesperrt',
      locked: 'Gesperrt',
      password: 'Passwort',
      twoFactorSecretSet: '2FA eingerichtet',
      username: 'Benutzername',
      isAdmin: 'Administration',
      isMediator: 'Vermittlung',
      isMaintainer: 'Betreuung',
      canSeeAnalytics: 'Analysen',
      eventId: 'Event',
      amountSats: 'Betrag (Sats)',
      date: 'Datum',
      address: 'Adresse',
      txid: 'Transaktion',
      text: 'Text',
      shareText: 'Text zum Teilen',
      url: 'URL',
      language: 'Sprache',
      featured: 'Hervorgehoben',
      currencies: 'Währungen',
      country: 'Land',
      city: 'Stadt',
      shortName: 'Kurzname',
      longName: 'Langname',
      frequency: 'Häufigkeit',
      logo: 'Logo',
    },
    value: {
      yes: 'Ja',
      no: 'Nein',
      dispute: { open: 'Offen', resolved: 'Entschieden' },
      password: { set: 'Gesetzt', changed: 'Geändert' },
    },
    subject: {
      contract: 'Vertrag $0',
      user: 'Nutzer $0',
      account: 'Mitarbeiterkonto $0',
      event: 'Event $0',
      payout: 'Auszahlung $0',
      news: 'Neuigkeit $0',
    },
  },
};

const deCH: Overrides<typeof audit.en> = {};

export const auditDe = { de, deCH };
