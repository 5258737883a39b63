/** Four eyes on the case and under Admin: the waiting proposal, the notice in the confirmation, the threshold. */
const en = {
  error: {
    OWN_PROPOSAL: 'You proposed this resolution: another mediator must approve or reject it.',
    PROPOSAL_DECIDED: 'This proposal has been decided already.',
    PROPOSAL_WAITING: 'A proposed resolution of this case waits for a second approval.',
    SECOND_APPROVAL_REQUIRED: 'This resolution needs a second mediator’s approval.',
  },
  fourEyes: {
    waiting: {
      heading: 'Awaiting a second approval',
      proposedBy: 'Proposed by $0, $1',
      outcome: 'Outcome',
      buyerReceives: 'Buyer receives',
      sellerReceives: 'Seller receives',
      fees: 'Trading fees',
      sats: '$0 sats',
      feesValue: '$0 sats (buyer), $1 sats (seller)',
      reason: 'Reason',
      addition: 'Added to the notice',
      approve: 'Approve and resolve',
      reject: 'Reject',
      withdraw: 'Withdraw',
      ownHint: 'You proposed this resolution: another mediator must approve it.',
      notMediatorHint: 'Only a mediator can approve or reject it.',
    },
    approve: {
      title: 'Approve and carry out this resolution?',
      text: '$0: the buyer receives $1 sats, the seller $2 sats. This cannot be undone.',
      confirm: 'Yes, approve and resolve',
    },
    reject: {
      title: 'Reject the proposed resolution',
      reason: 'Why it is rejected',
      confirm: 'Reject',
      cancel: 'Cancel',
    },
    done: {
      proposed: 'Resolution proposed: it waits for a second mediator’s approval',
      approved: 'Resolution approved and carried out',
      rejected: 'Proposal rejected: the case is open again',
      withdrawn: 'Proposal withdrawn',
    },
    confirm: {
      needsApproval: 'This resolution needs a second mediator’s approval: it becomes a proposal, and nothing is paid until it is approved.',
      propose: 'Propose for approval',
    },
    notice: {
      heading: 'The message both traders will receive in the chat',
      forBoth: 'Buyer and seller ($0)',
      forBuyer: 'Buyer ($0)',
      forSeller: 'Seller ($0)',
      language: { en: 'English', de: 'German' },
      addition: 'A sentence of your own',
      additionTooLong: 'At most $0 characters ($1 now)',
      loading: 'Loading the traders’ languages …',
    },
    threshold: {
      title: 'Second approval',
      hint: 'A resolution that moves at least this many sats needs a second mediator’s approval. Leave it empty to turn this off.',
      sats: 'Threshold (sats)',
      incorrectData: 'Outcomes that mark payment data incorrect always need a second approval',
      save: 'Save',
      saved: 'Second-approval threshold saved',
      invalid: 'Enter a whole number of sats above 0, or leave it empty',
      current: 'Now: $0 sats',
      off: 'Now: off',
    },
  },
};

export const fourEyes = { en };
