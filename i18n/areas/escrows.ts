import type { FundingState } from '../../src/domain/trade';
import type { Catalogue, Overrides } from '../types';

/**
 * The unreleased-escrows screen (spec §2 "Escrows", §7 GET /v1/pwt/escrows/unreleased) and the
 * names of the platform's FundingStatus states, which the offer screen shows too.
 */
const en = {
  resources: {
    escrows: {
      name: 'Unreleased escrow |||| Unreleased escrows',
      fields: {
        contractId: 'Contract',
        amount: 'Amount (sats)',
        address: 'Address',
        fundingStatus: 'Funding status',
        confirmations: 'Confirmations',
        fundingTxId: 'Funding transaction',
        creationDate: 'Age',
        status: 'Funding status',
      },
    },
  },
  escrows: {
    held: 'Sats held: $0',
    heldHint: 'Funded escrows and escrows funded with a wrong amount, of the funding status chosen',
    empty: 'No unreleased escrows',
    noContract: 'No contract yet',
    age: { minutes: '$0 min', hours: '$0 h', days: '$0 d' },
  },
  /** Record: a missing or extra state is a compile error */
  funding: {
    status: {
      NULL: 'Not funded',
      MEMPOOL: 'In the mempool',
      FUNDED: 'Funded',
      WRONG_FUNDING_AMOUNT: 'Wrong funding amount',
      CANCELED: 'Canceled',
    } satisfies Record<FundingState, string>,
  },
};

const de: Catalogue<typeof en> = {
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
    age: { minutes: '$0 Min.', hours: '$0 Std.', days: '$0 Tg.' },
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
const deCH: Overrides<typeof en> = {
  funding: { status: { CANCELED: 'Annulliert' } },
};

export const escrows = { en, de, deCH };
