import type { Catalogue, Overrides } from '../types';
import type { tradeStatus } from './tradeStatus';

/** German and Swiss German of the trade status labels: part of the German chunk (the English: tradeStatus.ts). */
const de: Catalogue<typeof tradeStatus.en> = {
  disputes: {
    tradeStatus: {
      searchingForPeer: 'Sucht Handelspartner',
      hasMatchesAvailable: 'Treffer verfügbar',
      offerHidden: 'Angebot verborgen',
      offerHiddenWithMatchesAvailable: 'Angebot verborgen, Treffer verfügbar',
      offerCanceled: 'Angebot storniert',
      createEscrow: 'Treuhandkonto erstellen',
      fundEscrow: 'Treuhandkonto einzahlen',
      waitingForFunding: 'Wartet auf Einzahlung',
      escrowWaitingForConfirmation: 'Treuhandkonto wartet auf Bestätigung',
      fundingAmountDifferent: 'Abweichender Einzahlungsbetrag',
      fundingExpired: 'Einzahlung abgelaufen',
      paymentRequired: 'Zahlung ausstehend',
      confirmPaymentRequired: 'Zahlungsbestätigung ausstehend',
      paymentTooLate: 'Zahlung zu spät',
      releaseEscrow: 'Treuhandkonto freigeben',
      payoutPending: 'Auszahlung ausstehend',
      rateUser: 'Nutzer bewerten',
      dispute: 'Streitfall',
      confirmCancelation: 'Stornierung bestätigen',
      refundAddressRequired: 'Rückerstattungsadresse nötig',
      refundOrReviveRequired: 'Rückerstattung oder Wiederaufnahme nötig',
      refundTxSignatureRequired: 'Signatur der Rückerstattung nötig',
      tradeCanceled: 'Handel abgebrochen',
      tradeCompleted: 'Handel abgeschlossen',
      waitingForTradeRequest: 'Wartet auf Handelsanfrage',
      acceptTradeRequest: 'Handelsanfrage annehmen',
      wrongAmountFundedOnContractRefundWaiting: 'Falscher Betrag eingezahlt, Rückerstattung ausstehend',
    },
  },
};

const deCH: Overrides<typeof tradeStatus.en> = {};

export const tradeStatusDe = { de, deCH };
