import type { Catalogue, Overrides } from '../types';
import type { sanctions } from './sanctions';

/** German and Swiss German of graded sanctions: part of the German chunk (the English: sanctions.ts). */
const fields = {
  kind: 'Art',
  reason: 'Begründung',
  appealNote: 'Hinweis zum Einspruch',
  expiresAt: 'Endet am',
  dailyLimit: 'Tageslimit (CHF)',
  days: 'Tage',
};

const de: Catalogue<typeof sanctions.en> = {
  resources: { sanctions: { name: 'Sanktion |||| Sanktionen', fields } },
  sanctions: {
    heading: 'Sanktionen',
    empty: 'Bisher keine Sanktionen',
    activeHeading: 'Aktiv',
    pastHeading: 'Vergangen',
    kind: { warning: 'Verwarnung', limit: 'Handelslimit', ban: 'Sperre' },
    status: { active: 'Aktiv', expired: 'Abgelaufen', lifted: 'Aufgehoben' },
    givenBy: 'Verhängt von $0 am $1',
    givenOn: 'Verhängt am $0',
    until: 'bis $0',
    noEnd: 'bis zur Aufhebung',
    limitValue: 'höchstens $0 CHF pro Tag',
    appeal: 'Einspruch: $0',
    expiredOn: 'Abgelaufen am $0',
    liftedBy: 'Aufgehoben von $0 am $1: $2',
    liftedOn: 'Aufgehoben am $0',
    give: {
      title: 'Sanktion verhängen',
      submit: 'Sanktion verhängen',
      done: 'Sanktion verhängt',
      kindLabel: 'Art der Sanktion',
      warningHint: 'Ein Hinweis, der bei jedem Fall und jedem Suchergebnis mit diesem Nutzer erscheint.',
      limitHint: 'Unter dem Tageslimit der Plattform von $0 CHF, für die angegebenen Tage.',
      banHint: 'Die Sperre der Plattform: Sie hat kein Enddatum und gilt, bis sie aufgehoben wird.',
      expiresHint: 'Leer lassen für eine Verwarnung bis zur Aufhebung.',
    },
    lift: {
      button: 'Vorzeitig aufheben',
      title: 'Diese Sanktion vorzeitig aufheben: $0',
      reason: 'Warum sie jetzt aufgehoben wird',
      submit: 'Sanktion aufheben',
      cancel: 'Abbrechen',
      done: 'Sanktion aufgehoben',
    },
    party: { label: 'Aktive Sanktionen von $0' },
    results: { heading: 'Verwarnungen von Nutzern in diesen Ergebnissen', item: '$0: $1' },
    problem: {
      REASON_REQUIRED: 'Bitte eine Begründung angeben',
      TEXT_TOO_LONG: 'Höchstens 500 Zeichen',
      UNSAFE_TEXT: 'Bitte Steuerzeichen und Richtungsmarken entfernen',
      EXPIRY_IN_PAST: 'Das Ende muss in der Zukunft liegen (frühestens morgen)',
      EXPIRY_INVALID: 'Bitte ein Datum eingeben',
      LIMIT_REQUIRED: 'Bitte einen ganzen Frankenbetrag über 0 eingeben',
      LIMIT_ABOVE_PLATFORM: 'Muss unter dem Tageslimit der Plattform von $0 CHF liegen',
      DAYS_INVALID: 'Von 1 bis 365 Tagen',
      KIND_INVALID: 'Bitte eine Art wählen',
    },
  },
  audit: {
    action: { sanction: { give: 'Sanktion verhängt', lift: 'Sanktion aufgehoben', expire: 'Sanktion abgelaufen' } },
    field: { sanction: 'Sanktion', kind: 'Art', dailyLimit: 'Tageslimit (CHF)', expiresAt: 'Endet', appealNote: 'Hinweis zum Einspruch', status: 'Status' },
  },
};

const deCH: Overrides<typeof sanctions.en> = {};

export const sanctionsDe = { de, deCH };
