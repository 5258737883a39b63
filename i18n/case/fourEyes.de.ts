import type { Catalogue, Overrides } from '../types';
import type { fourEyes } from './fourEyes';

/** German and Swiss German of four eyes: part of the German chunk (the English: fourEyes.ts). */
const de: Catalogue<typeof fourEyes.en> = {
  error: {
    OWN_PROPOSAL: 'Du hast diese Entscheidung vorgeschlagen: Ein anderer Mediator muss sie freigeben oder ablehnen.',
    PROPOSAL_DECIDED: 'Über diesen Vorschlag wurde bereits entschieden.',
    PROPOSAL_WAITING: 'Eine vorgeschlagene Entscheidung dieses Falls wartet auf eine zweite Freigabe.',
    SECOND_APPROVAL_REQUIRED: 'Diese Entscheidung braucht die Freigabe eines zweiten Mediators.',
  },
  fourEyes: {
    waiting: {
      heading: 'Wartet auf eine zweite Freigabe',
      proposedBy: 'Vorgeschlagen von $0, $1',
      outcome: 'Ergebnis',
      buyerReceives: 'Käufer erhält',
      sellerReceives: 'Verkäufer erhält',
      fees: 'Handelsgebühren',
      sats: '$0 Sats',
      feesValue: '$0 Sats (Käufer), $1 Sats (Verkäufer)',
      reason: 'Begründung',
      addition: 'Zusatz zur Nachricht',
      approve: 'Freigeben und entscheiden',
      reject: 'Ablehnen',
      withdraw: 'Zurückziehen',
      ownHint: 'Du hast diese Entscheidung vorgeschlagen: Ein anderer Mediator muss sie freigeben.',
      notMediatorHint: 'Nur ein Mediator kann sie freigeben oder ablehnen.',
    },
    approve: {
      title: 'Diese Entscheidung freigeben und ausführen?',
      text: '$0: Der Käufer erhält $1 Sats, der Verkäufer $2 Sats. Das lässt sich nicht rückgängig machen.',
      confirm: 'Ja, freigeben und entscheiden',
    },
    reject: {
      title: 'Vorgeschlagene Entscheidung ablehnen',
      reason: 'Warum sie abgelehnt wird',
      confirm: 'Ablehnen',
      cancel: 'Abbrechen',
    },
    done: {
      proposed: 'Entscheidung vorgeschlagen: Sie wartet auf die Freigabe eines zweiten Mediators',
      approved: 'Entscheidung freigegeben und ausgeführt',
      rejected: 'Vorschlag abgelehnt: Der Fall ist wieder offen',
      withdrawn: 'Vorschlag zurückgezogen',
    },
    confirm: {
      needsApproval: 'Diese Entscheidung braucht die Freigabe eines zweiten Mediators: Sie wird ein Vorschlag, und bis zur Freigabe wird nichts ausgezahlt.',
      propose: 'Zur Freigabe vorschlagen',
    },
    notice: {
      heading: 'Die Nachricht, die beide Händler im Chat erhalten',
      forBoth: 'Käufer und Verkäufer ($0)',
      forBuyer: 'Käufer ($0)',
      forSeller: 'Verkäufer ($0)',
      language: { en: 'Englisch', de: 'Deutsch' },
      addition: 'Ein eigener Satz',
      additionTooLong: 'Höchstens $0 Zeichen (jetzt $1)',
      loading: 'Die Sprachen der Händler werden geladen …',
    },
    threshold: {
      title: 'Zweite Freigabe',
      hint: 'Eine Entscheidung, die mindestens so viele Sats bewegt, braucht die Freigabe eines zweiten Mediators. Leer lassen, um das abzuschalten.',
      sats: 'Schwelle (Sats)',
      incorrectData: 'Ergebnisse, die Zahlungsdaten als falsch markieren, brauchen immer eine zweite Freigabe',
      save: 'Speichern',
      saved: 'Schwelle für die zweite Freigabe gespeichert',
      invalid: 'Gib eine ganze Zahl von Sats über 0 ein, oder lass das Feld leer',
      current: 'Jetzt: $0 Sats',
      off: 'Jetzt: aus',
    },
  },
};

const deCH: Overrides<typeof fourEyes.en> = {};

export const fourEyesDe = { de, deCH };
