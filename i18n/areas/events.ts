import type { Catalogue, Overrides } from '../types';

/**
 * The events screen (spec §2 "Events screen", §5, §8): events table, row editor, new-event form,
 * event revenue, payouts. Error and validation texts come from the errors area.
 */
const en = {
  // react-admin's convention: columns, inputs and menu entries label themselves from these
  resources: {
    events: {
      name: 'Event |||| Events',
      fields: {
        id: 'ID',
        logo: 'Logo',
        featured: 'Featured',
        currencies: 'Currencies',
        country: 'Country',
        city: 'City',
        shortName: 'Short name',
        longName: 'Long name',
        url: 'URL',
        address: 'Address',
        frequency: 'Frequency',
        actions: 'Actions',
      },
    },
    payouts: {
      name: 'Payout |||| Payouts',
      fields: {
        id: 'ID',
        eventId: 'Event ID',
        date: 'Date',
        amountSats: 'Amount (sats)',
        address: 'BTC/LN address',
        txid: 'TXID/LN invoice',
      },
    },
  },
  events: {
    heading: 'Events ($0)',
    empty: 'No events',
    /** where the spec's words for an input differ from its column's */
    input: { frequency: 'Frequency / event type' },
    hint: {
      currencies: 'Comma-separated, e.g. EUR, CHF',
      logo: 'accepted formats PNG, JPG, GIF, SVG',
    },
    boolean: { true: 'true', false: 'false' },
    featured: { yes: 'Featured', no: 'Not featured' },
    type: { meetup: 'meetup', conference: 'conference' },
    chooseCountry: 'Choose a country',
    logoAlt: 'Logo of $0',
    noLogo: 'No logo',
    action: {
      edit: 'Edit $0',
      delete: 'Delete $0',
      confirm: 'Save changes to $0',
      cancel: 'Cancel editing $0',
      create: 'Create event',
    },
    confirmDelete: 'Are you sure you want to delete $0 event?',
    created: 'Event created',
    updated: 'Event updated',
    deleted: 'Event deleted',
    create: { title: 'New event' },
    revenue: {
      title: 'Event revenue',
      event: 'Event',
      noEvent: 'Choose an event',
      totalTradedVolume: 'Total traded volume',
      totalFeeCollected: 'Total fee collected',
      organizerPayoutShare: 'Organizer payout share ($0%)',
      pendingPayout: 'Pending payout',
      sats: '$0 sats',
    },
  },
  payouts: {
    empty: 'No payouts',
    chooseEvent: 'Choose an event to see its payouts',
    showMore: 'Show more',
    input: { eventId: 'Event' },
    create: { title: 'New payout', submit: 'Create payout' },
    created: 'Payout created',
  },
};

const de: Catalogue<typeof en> = {
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
    boolean: { true: 'ja', false: 'nein' },
    featured: { yes: 'Hervorgehoben', no: 'Nicht hervorgehoben' },
    type: { meetup: 'Meetup', conference: 'Konferenz' },
    chooseCountry: 'Land wählen',
    logoAlt: 'Logo von $0',
    noLogo: 'Kein Logo',
    action: {
      edit: '$0 bearbeiten',
      delete: '$0 löschen',
      confirm: 'Änderungen an $0 speichern',
      cancel: 'Bearbeitung von $0 abbrechen',
      create: 'Event erstellen',
    },
    confirmDelete: 'Möchten Sie das Event $0 wirklich löschen?',
    created: 'Event erstellt',
    updated: 'Event aktualisiert',
    deleted: 'Event gelöscht',
    create: { title: 'Neues Event' },
    revenue: {
      title: 'Event-Umsatz',
      event: 'Event',
      noEvent: 'Event wählen',
      totalTradedVolume: 'Gehandeltes Volumen insgesamt',
      totalFeeCollected: 'Eingenommene Gebühren insgesamt',
      organizerPayoutShare: 'Anteil für Veranstalter ($0 %)',
      pendingPayout: 'Ausstehende Auszahlung',
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
  },
};

/** Swiss German says "Anlass" for an event. */
const deCH: Overrides<typeof en> = {
  resources: {
    events: { name: 'Anlass |||| Anlässe' },
    payouts: { fields: { eventId: 'Anlass-ID' } },
  },
  events: {
    heading: 'Anlässe ($0)',
    empty: 'Keine Anlässe',
    input: { frequency: 'Häufigkeit / Art des Anlasses' },
    action: { create: 'Anlass erstellen' },
    confirmDelete: 'Möchten Sie den Anlass $0 wirklich löschen?',
    created: 'Anlass erstellt',
    updated: 'Anlass aktualisiert',
    deleted: 'Anlass gelöscht',
    create: { title: 'Neuer Anlass' },
    revenue: { title: 'Umsatz des Anlasses', event: 'Anlass', noEvent: 'Anlass wählen' },
  },
  payouts: {
    chooseEvent: 'Wählen Sie einen Anlass, um seine Auszahlungen zu sehen',
    input: { eventId: 'Anlass' },
  },
};

export const events = { en, de, deCH };
