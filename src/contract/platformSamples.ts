import type * as platform from './platform';

/**
 * Complete platform entities for unit tests only (never imported by the console): each has every
 * required field of src/api/platform.ts, with placeholders for the traders' cryptography.
 */

const at = new Date('2026-04-01T15:50:31.000Z');

export const samplePublicUser = (change: Partial<platform.PublicUser> = {}): platform.PublicUser => ({
  id: '02ab00000000000000000000000000000000000000000000000000000000000001',
  creationDate: at,
  trades: 3,
  openedTrades: 4,
  canceledTrades: 1,
  rating: 0.9,
  peachRating: 0.9,
  userRating: 0.9,
  historyRating: 0.9,
  recentRating: 0.9,
  ratingCount: 3,
  medals: [],
  disputes: { opened: 0, won: 0, lost: 0, resolved: 0 },
  pgpPublicKeys: [],
  pgpPublicKey: '',
  pgpPublicKeyProof: '',
  ...change,
});

const funding: platform.FundingStatus = { status: 'FUNDED', txIds: ['ab'], vouts: [0], amounts: [100_000], expiry: 4320 };

export const sampleSellOffer = (change: Partial<platform.SellOffer> = {}): platform.SellOffer => ({
  id: '114',
  type: 'ask',
  creationDate: at,
  lastModified: at,
  online: true,
  doubleMatched: false,
  freeTrade: false,
  user: samplePublicUser(),
  meansOfPayment: { EUR: ['sepa'] },
  paymentData: { sepa: { hashes: ['00'] } },
  matches: [],
  escrowFee: 0.02,
  tradeStatus: 'searchingForPeer',
  amount: 100_000,
  premium: 2,
  returnAddress: 'bcrt1qreturn',
  publicKey: '02cc',
  funding,
  refunded: false,
  released: false,
  fundingAmountDifferent: false,
  escrow: 'bcrt1qescrow',
  ...change,
});

export const sampleBuyOffer = (change: Partial<platform.BuyOffer> = {}): platform.BuyOffer => ({
  id: '115',
  type: 'bid',
  creationDate: at,
  lastModified: at,
  online: true,
  doubleMatched: false,
  freeTrade: false,
  user: samplePublicUser({ id: '03cd00000000000000000000000000000000000000000000000000000000000002' }),
  meansOfPayment: { EUR: ['sepa'] },
  paymentData: { sepa: { hashes: ['00'] } },
  matches: [],
  escrowFee: 0.02,
  tradeStatus: 'searchingForPeer',
  amount: [50_000, 200_000],
  releaseAddress: 'bcrt1qrelease',
  message: 'I confirm that only I, peach03cd0000, control the address bcrt1qrelease',
  maxPremium: 3,
  minReputation: null,
  ...change,
});

export const sampleMatch = (change: Partial<platform.Match> = {}): platform.Match => ({
  creationDate: at,
  lastModified: at,
  user: samplePublicUser(),
  offerId: '327',
  amount: 100_000,
  prices: { RON: 451.66 },
  matchedPrice: null,
  premium: 2,
  meansOfPayment: { RON: ['paypal'] },
  symmetricKeyEncrypted: '',
  symmetricKeySignature: '',
  matched: false,
  instantTrade: false,
  unavailable: { exceedsLimit: [] },
  ...change,
});
