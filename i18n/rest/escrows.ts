import type { FundingState } from '../../src/contract/trade';

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
    /** the CSV's column for the platform's code beside the status in words */
    csv: { fundingStatusCode: 'Funding status code' },
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

export const escrows = { en };
