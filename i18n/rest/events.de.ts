import type { Catalogue, Overrides } from '../types';
import type { events } from './events';

/** German and Swiss German of the events area: part of the German chunk, downloaded only when German is chosen (the English: events.ts). */
const de: Catalogue<typeof events.en> = {
  resources: {
    events: {
      name: 'Event |||| Events',
      fields: {
        id: 'ID',
        logo: 'Logo',
        featured: 'Hervorgehoben',
        currencies: 'Währungen',
        country: 'Land',
        city: 'Stadt',
        shortName: 'Kurzname',
        longName: 'Langname',
        url: 'URL',
        address: 'Adresse',
        frequency: 'Häufigkeit',
        actions: 'Aktionen',
      },
    },
    payouts: {
      name: 'Auszahlung |||| Auszahlungen',
      fields: {
        id: 'ID',
        eventId: 'Event-ID',
        date: 'Datum',
        amountSats: 'Betrag (Sats)',
        address: 'BTC/LN-Adresse',
        txid: 'TXID/LN-Rechnung',
      },
    },
  },
  events: {
    heading: 'Events ($0)',
    empty: 'Keine Events',
    input: { frequency: 'Häufigkeit / Event-Art' },
    hint: {
      currencies: 'Durch Kommas getrennt, z. B. EUR, CHF',
      logo: 'Erlaubte Formate: PNG, JPG, GIF, SVG',
    },
    boolean: { true: 'Ja', false: 'Nein' },
    featured: { yes: 'Hervorgehoben', no: 'Nicht hervorgehoben' },
    type: { meetup: 'Meetup', conference: 'Konferenz' },
    chooseCountry: 'Land wählen',
    countries: {
      DE: 'Deutschland',
      FR: 'Frankreich',
      IT: 'Italien',
      ES: 'Spanien',
      NL: 'Niederlande',
      UK: 'Vereinigtes Königreich',
      SE: 'Schweden',
      FI: 'Finnland',
      BE: 'Belgien',
      LV: 'Lettland',
    },
    logoAlt: 'Logo von $0',
    noLogo: 'Kein Logo',
    action: {
      edit: '$0 bearbeiten',
      delete: '$0 löschen',
      confirm: 'Änderungen an $0 speichern',
      cancel: 'Bearbeitung von $0 abbrechen',
      create: 'Event erstellen',
    },
    deleteDialog: {
      title: 'Event $0 löschen?',
      payouts: 'Es hat 1 Auszahlung ($2 Sats); sie bleibt erfasst. |||| Es hat $1 Auszahlungen (zusammen $2 Sats); sie bleiben erfasst.',
      noPayouts: 'Es hat keine Auszahlungen.',
      confirm: 'Event löschen',
    },
    created: 'Event erstellt',
    updated: 'Event aktualisiert',
    deleted: 'Event gelöscht',
    create: { title: 'Neues Event' },
    revenue: {
      title: 'Event-Umsatz',
      event: 'Event',
      noEvent: 'Event wählen',
      choose: 'Wählen Sie oben ein Event, um seine Zahlen zu sehen.',
      noFigure: 'Keine Zahl',
      totalTradedVolume: 'Gehandeltes Volumen insgesamt',
      totalFeeCollected: 'Eingenommene Gebühren insgesamt',
      organizerPayoutShare: 'Anteil für Veranstalter ($0 %)',
      pendingPayout: 'Ausstehende Auszahlung',
      overpaid: 'Zu viel ausgezahlt',
      sats: '$0 Sats',
    },
  },
  payouts: {
    empty: 'Keine Auszahlungen',
    chooseEvent: 'Wählen Sie ein Event, um seine Auszahlungen zu sehen',
    showMore: 'Mehr anzeigen',
    input: { eventId: 'Event' },
    create: { title: 'Neue Auszahlung', submit: 'Auszahlung erstellen' },
    created: 'Auszahlung erstellt',
    overrun: 'Das sind $0 Sats mehr, als dem Event noch zusteht ($1 Sats). Eine Auszahlung lässt sich nicht rückgängig machen: Prüfen Sie den Betrag, bevor Sie sie erstellen.',
    confirm: {
      title: 'Mehr auszahlen, als dem Event zusteht?',
      amount: 'Diese Auszahlung: $0 Sats',
      owed: 'Dem Event steht noch zu: $0 Sats',
      alreadyOverpaid: 'Dem Event steht noch zu: nichts (bereits $0 Sats zu viel ausgezahlt)',
      excess: 'Mehr als zusteht: $0 Sats',
      undo: 'Eine Auszahlung lässt sich nicht rückgängig machen.',
      submit: '$0 Sats auszahlen',
      cancel: 'Zurück zum Formular',
    },
  },
};

/** Swiss German says "Anlass" for an event. */
const deCH: Overrides<typeof events.en> = {
  resources: {
    events: { name: 'Anlass |||| Anlässe' },
    payouts: { fields: { eventId: 'Anlass-ID' } },
  },
  events: {
    heading: 'Anlässe ($0)',
    empty: 'Keine Anlässe',
    input: { frequency: 'Häufigkeit / Art des Anlasses' },
    action: { create: 'Anlass erstellen' },
    deleteDialog: {
      title: 'Anlass $0 löschen?',
      payouts: 'Er hat 1 Auszahlung ($2 Sats); sie bleibt erfasst. |||| Er hat $1 Auszahlungen (zusammen $2 Sats); sie bleiben erfasst.',
      noPayouts: 'Er hat keine Auszahlungen.',
      confirm: 'Anlass löschen',
    },
    created: 'Anlass erstellt',
    updated: 'Anlass aktualisiert',
    deleted: 'Anlass gelöscht',
    create: { title: 'Neuer Anlass' },
    revenue: { title: 'Umsatz des Anlasses', event: 'Anlass', noEvent: 'Anlass wählen', choose: 'Wählen Sie oben einen Anlass, um seine Zahlen zu sehen.' },
  },
  payouts: {
    chooseEvent: 'Wählen Sie einen Anlass, um seine Auszahlungen zu sehen',
    input: { eventId: 'Anlass' },
    overrun: 'Das sind $0 Sats mehr, als dem Anlass noch zusteht ($1 Sats). Eine Auszahlung lässt sich nicht rückgängig machen: Prüfen Sie den Betrag, bevor Sie sie erstellen.',
    confirm: {
      title: 'Mehr auszahlen, als dem Anlass zusteht?',
      owed: 'Dem Anlass steht noch zu: $0 Sats',
      alreadyOverpaid: 'Dem Anlass steht noch zu: nichts (bereits $0 Sats zu viel ausgezahlt)',
    },
  },
};

export const eventsDe = { de, deCH };
