/** The app bar's market price (spec §7): on every console page, so part of the console's English. */
const en = {
  market: {
    price: 'BTC $0 $1',
    label: 'Bitcoin price: $0 $1. Choose the currency',
    loading: 'BTC …',
    choose: 'Price currency',
  },
};

export const market = { en };
