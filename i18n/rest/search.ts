/** The search screen (spec §2 "Search": TradeSearch, UserSearch, SearchOffers). $0 … are placeholders. */
const en = {
  resources: {
    tradeSearch: {
      name: 'Trades',
      fields: { id: 'Contract', creationDate: 'Created', sellerId: 'Seller', buyerId: 'Buyer', amount: 'Amount (sats)', price: 'Price', paymentMethod: 'Payment method', tradeStatus: 'Status', matchedBy: 'Found by' },
    },
    userSearch: {
      name: 'Users',
      fields: { id: 'User', creationDate: 'Created', trades: 'Trades', rating: 'Rating', state: 'State', kyc: 'KYC', referralCode: 'Referral code', matchedBy: 'Found by' },
    },
    offerSearch: {
      name: 'Offers',
      fields: {
        id: 'Offer',
        type: 'Type',
        userId: 'User',
        creationDate: 'Created',
        online: 'Online',
        amount: 'Amount (sats)',
        premium: 'Premium',
        meansOfPayment: 'Means of payment',
        status: 'Status',
        kyc: 'KYC',
        minAmount: 'Amount from (sats)',
        maxAmount: 'Amount to (sats)',
        currency: 'Currency',
        methods: 'Payment methods',
      },
    },
  },
  search: {
    title: 'Search',
    tabs: 'What to search',
    query: 'Search',
    submit: 'Search',
    hint: {
      trades: 'A contract id (e.g. PC‑8B‑8C or 139-140) or the start of a party’s user id (4 characters or more).',
      users: 'The start of a user id (or Peach id), a referral code or a linked id.',
    },
    ask: {
      trades: 'Enter a contract or user id to search the trades.',
      users: 'Enter a user id, a referral code or a linked id to search the users.',
    },
    tooShort: 'Type at least $0 characters of a user id, referral code or linked id to search the users.',
    tooShortPeach: 'The "Peach" in front is not counted: type at least $0 characters of the id after it (so far $1).',
    empty: {
      trades: 'No trade matches this search.',
      users: 'No user matches this search.',
      offers: 'No offer matches these filters.',
    },
    matchedBy: { contractId: 'Contract id', sellerId: 'Seller id', buyerId: 'Buyer id', id: 'User id', referralCode: 'Referral code', linkedId: 'Linked id' },
    results: '$0 result |||| $0 results',
    any: 'Any',
    yes: 'Yes',
    no: 'No',
    banned: 'Banned',
    disabled: 'Disabled',
    active: 'Active',
    anyMethod: 'Any method of the currency',
    filters: 'Offer filters',
    apply: 'Search offers',
    reset: 'Clear filters',
    amountBounds: 'Between $0 and $1 sats (the trade bounds)',
    amountOutside: 'The amount must be between $0 and $1 sats',
    amountOrder: 'The lower amount must not be above the upper one',
  },
};

export const search = { en };
