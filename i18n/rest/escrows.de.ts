import type { Catalogue, Overrides } from '../types';
import type { escrows } from './escrows';

/** German and Swiss German of the escrows area: part of the German chunk, downloaded only when German is chosen (the English: escrows.ts). */
const de: Catalogue<typeof escrows.en> = {
  resources: {
    escrows: {
      name: 'Nicht freigegebenes Treuhandkonto |||| Nicht freigegebene Treuhandkonten',
      fields: {
        contractId: 'Vertrag',
        amount: 'Betrag (Sats)',
        address: 'Adresse',
        fundingStatus: 'Finanzierungsstatus',
        confirmations: 'Bestätigungen',
        fundingTxId: 'Finanzierungstransaktion',
        creationDate: 'Alter',
        status: 'Finanzierungsstatus',
      },
    },
  },
  escrows: {
    held: 'Gehaltene Sats: $0',
    heldHint: 'Finanzierte Treuhandkonten und solche mit falschem Betrag, im gewählten Finanzierungsstatus',
    empty: 'Keine nicht freigegebenen Treuhandkonten',
    noContract: 'Noch kein Vertrag',
    csv: { fundingStatusCode: 'Finanzierungsstatus (Code)' },
  },
  funding: {
    status: {
      NULL: 'Nicht finanziert',
      MEMPOOL: 'Im Mempool',
      FUNDED: 'Finanziert',
      WRONG_FUNDING_AMOUNT: 'Falscher Finanzierungsbetrag',
      CANCELED: 'Storniert',
    },
  },
};

/** Swiss German: "annulliert" is the usual Swiss word for a canceled order. */
const deCH: Overrides<typeof escrows.en> = {
  funding: { status: { CANCELED: 'Annulliert' } },
};

export const escrowsDe = { de, deCH };
