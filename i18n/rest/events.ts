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
    boolean: { true: 'Yes', false: 'No' },
    featured: { yes: 'Featured', no: 'Not featured' },
    type: { meetup: 'meetup', conference: 'conference' },
    chooseCountry: 'Choose a country',
    /** the platform's ten event countries (src/domain/eventCountries.ts): UK, not GB */
    countries: {
      DE: 'Germany',
      FR: 'France',
      IT: 'Italy',
      ES: 'Spain',
      NL: 'Netherlands',
      UK: 'United Kingdom',
      SE: 'Sweden',
      FI: 'Finland',
      BE: 'Belgium',
      LV: 'Latvia',
    },
    logoAlt: 'Logo of $0',
    noLogo: 'No logo',
    action: {
      edit: 'Edit $0',
      delete: 'Delete $0',
      confirm: 'Save changes to $0',
      cancel: 'Cancel editing $0',
      create: 'Create event',
    },
    // the console's own dialog, naming what stays behind (payouts are kept when an event goes)
    deleteDialog: {
      title: 'Delete $0?',
      payouts: 'It has 1 payout ($2 sats), which stays on record. |||| It has $1 payouts ($2 sats in all), which stay on record.',
      noPayouts: 'It has no payouts.',
      confirm: 'Delete event',
    },
    created: 'Event created',
    updated: 'Event updated',
    deleted: 'Event deleted',
    create: { title: 'New event' },
    revenue: {
      title: 'Event revenue',
      event: 'Event',
      noEvent: 'Choose an event',
      choose: 'Choose an event above to see its figures.',
      noFigure: 'No figure',
      totalTradedVolume: 'Total traded volume',
      totalFeeCollected: 'Total fee collected',
      organizerPayoutShare: 'Organizer payout share ($0%)',
      pendingPayout: 'Pending payout',
      /** in place of the pending payout when more was paid out than the share */
      overpaid: 'Overpaid',
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
    overrun: 'This is $0 sats more than the event is still owed ($1 sats). A payout cannot be undone: check the amount before you create it.',
    /** the confirmation a payout above what is owed needs */
    confirm: {
      title: 'Pay out more than the event is owed?',
      amount: 'This payout: $0 sats',
      owed: 'Still owed to the event: $0 sats',
      alreadyOverpaid: 'Still owed to the event: nothing (already overpaid by $0 sats)',
      excess: 'Paid out beyond what is owed: $0 sats',
      undo: 'A payout cannot be undone.',
      submit: 'Pay out $0 sats',
      cancel: 'Back to the form',
    },
  },
};

export const events = { en };
