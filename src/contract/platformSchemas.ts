import { MEDALS, TRADE_STATUSES } from './trade';
import type * as platform from './platform';
import { PLATFORM_COUNTRIES } from './platform';
import type * as staff from './index';
import {
  arrayOf,
  assertType,
  bool,
  date,
  either,
  type Equals,
  type Infer,
  nullable,
  num,
  object,
  oneOf,
  pair,
  recordOf,
  type Schema,
  str,
  withExtras,
} from './wireSchema';

/**
 * A runtime schema per published type of platform.ts, for the contract test
 * (sandbox/routes/platformContract.test.ts). Each is tied to its type by `assertType<Equals<…>>`: a field
 * added, removed, renamed, retyped or made optional on either side stops the build. The staff
 * extras (docs/decisions/platform-shapes.md) are tied to the staff types of src/api/types.ts the
 * same way; they may travel only in a sandbox that is not strict. Never imported by the console.
 */

/** Every staff field of `Full` beyond the published `Published`, each with a schema of its type. */
export type ExtrasOf<Full, Published> = { [K in Exclude<keyof Full, keyof Published>]-?: Schema<Exclude<Full[K], undefined>> };

const means = recordOf(arrayOf(str));
const pricebook = recordOf(num);

export const publicUser = object(
  {
    id: str,
    creationDate: date,
    trades: num,
    openedTrades: num,
    canceledTrades: num,
    rating: num,
    peachRating: num,
    userRating: num,
    historyRating: num,
    recentRating: num,
    ratingCount: num,
    medals: arrayOf(oneOf(...MEDALS)),
    disputes: object({ opened: num, won: num, lost: num, resolved: num }),
    pgpPublicKeys: arrayOf(object({ publicKey: str, proof: str })),
    pgpPublicKey: str,
    pgpPublicKeyProof: str,
  },
  { referralCode: str, usedReferralCode: str, fcmToken: str },
);
assertType<Equals<Infer<typeof publicUser>, platform.PublicUser>>(true);

export const user = object(
  {
    ...publicUser.required,
    lastModified: date,
    banned: bool,
    disabled: bool,
    kyc: bool,
    referredTradingAmount: num,
    bonusPoints: num,
    feeRate: either(oneOf('fastestFee', 'halfHourFee', 'hourFee', 'economyFee'), num),
    isBatchingEnabled: bool,
    linkedIds: arrayOf(str),
    uniqueId: str,
  },
  { ...publicUser.optional, freeTrades: num, maxFreeTrades: num },
);
assertType<Equals<Infer<typeof user>, platform.User>>(true);

export const tradingLimit = object({ daily: num, dailyAmount: num, yearly: num, yearlyAmount: num, monthlyAnonymous: num, monthlyAnonymousAmount: num });
assertType<Equals<Infer<typeof tradingLimit>, platform.TradingLimit>>(true);

const funding = object(
  { status: oneOf('NULL', 'MEMPOOL', 'FUNDED', 'WRONG_FUNDING_AMOUNT', 'CANCELED'), txIds: arrayOf(str), vouts: arrayOf(num), amounts: arrayOf(num), expiry: num },
  { confirmations: num, derivationPath: str },
);
assertType<Equals<Infer<typeof funding>, platform.FundingStatus>>(true);

const paymentDataEntry = object({ hashes: arrayOf(str) }, { hash: str, country: str, encrypted: str, signature: str });
assertType<Equals<Infer<typeof paymentDataEntry>, platform.OfferPaymentDataEntry>>(true);

const offerCommon = {
  required: {
    id: str,
    creationDate: date,
    lastModified: date,
    online: bool,
    doubleMatched: bool,
    freeTrade: bool,
    user: publicUser,
    meansOfPayment: means,
    paymentData: recordOf(paymentDataEntry),
    matches: arrayOf(str),
    escrowFee: num,
    tradeStatus: oneOf(...TRADE_STATUSES),
  },
  optional: { publishingDate: date, contractId: str },
};

export const sellOffer = object(
  {
    ...offerCommon.required,
    type: oneOf('ask'),
    amount: num,
    premium: num,
    returnAddress: str,
    publicKey: str,
    funding,
    refunded: bool,
    released: bool,
    fundingAmountDifferent: bool,
  },
  {
    ...offerCommon.optional,
    multi: num,
    expiryDate: num,
    escrow: str,
    tx: str,
    releaseTx: str,
    txId: str,
    refundTx: str,
    escrowNotifiedUser: bool,
    oldOfferId: str,
    newOfferId: str,
    prices: pricebook,
  },
);
assertType<Equals<Infer<typeof sellOffer>, platform.SellOffer>>(true);

export const buyOffer = object(
  {
    ...offerCommon.required,
    type: oneOf('bid'),
    amount: pair(num, num),
    releaseAddress: str,
    message: str,
    maxPremium: nullable(num),
    minReputation: nullable(num),
  },
  { ...offerCommon.optional, messageSignature: str },
);
assertType<Equals<Infer<typeof buyOffer>, platform.BuyOffer>>(true);

/** The owner's KYC beside the public user, in staff answers that carry offers. */
const offerOwnerExtras = { kyc: bool } satisfies ExtrasOf<staff.OfferAnswer['user'], platform.PublicUser>;
const staffOwner = withExtras(publicUser, offerOwnerExtras);
/** An offer as the staff routes send it: the platform's Offer, its owner possibly with `kyc`. */
export const offer = either(
  object({ ...sellOffer.required, user: staffOwner }, sellOffer.optional),
  object({ ...buyOffer.required, user: staffOwner }, buyOffer.optional),
);
assertType<Equals<Infer<typeof offer>, platform.Offer>>(true);

export const match = object(
  {
    creationDate: date,
    lastModified: date,
    user: publicUser,
    offerId: str,
    amount: num,
    prices: pricebook,
    matchedPrice: nullable(num),
    premium: num,
    meansOfPayment: means,
    symmetricKeyEncrypted: str,
    symmetricKeySignature: str,
    matched: bool,
    instantTrade: bool,
    unavailable: object({ exceedsLimit: arrayOf(oneOf('daily', 'dailyAmount', 'yearly', 'yearlyAmount', 'monthlyAnonymous', 'monthlyAnonymousAmount')) }),
  },
  { escrow: str, paymentData: recordOf(paymentDataEntry), selectedCurrency: str, selectedPaymentMethod: str },
);
assertType<Equals<Infer<typeof match>, platform.Match>>(true);

export const matchesAnswer = object({ offerId: str, matches: arrayOf(match), totalMatches: num, nextPage: num });
assertType<Equals<Infer<typeof matchesAnswer>, platform.MatchesAnswer>>(true);

export const offerSearchAnswer = object({ offers: arrayOf(offer), total: num, remaining: num });
assertType<Equals<Infer<typeof offerSearchAnswer>, platform.OfferSearchAnswer>>(true);

export const chatMessage = object({ roomId: str, from: str, date, message: str, readBy: arrayOf(str), signature: str });
assertType<Equals<Infer<typeof chatMessage>, platform.ChatMessage>>(true);

const paymentMethodInfo = object(
  { id: str, currencies: arrayOf(str), fields: object({ mandatory: arrayOf(arrayOf(arrayOf(str))), optional: arrayOf(str) }), anonymous: bool },
  { countries: arrayOf(str), rounded: bool },
);
assertType<Equals<Infer<typeof paymentMethodInfo>, platform.PaymentMethodInfo>>(true);

const infoExtras = { minTradingAmount: num, maxTradingAmount: num } satisfies ExtrasOf<staff.Info, platform.GetInfoResponseBody>;
export const info = object(
  { peach: object({ pgpPublicKey: str }), fees: object({ escrow: num }), paymentMethods: arrayOf(paymentMethodInfo), minAppVersion: str, latestAppVersion: str },
  {},
  infoExtras,
);
assertType<Equals<Infer<typeof info>, platform.GetInfoResponseBody>>(true);

export const newsItem = object({ text: str, shareText: str, url: str });
assertType<Equals<Infer<typeof newsItem>, platform.NewsItem>>(true);

/** Ours around the platform's news items: the list, each item's staff part in the same order, the total. */
const newsStaff = object({ id: str, language: str, date });
assertType<Equals<Infer<typeof newsStaff>, staff.NewsStaffFields>>(true);
export const newsAnswer = object({ news: arrayOf(newsItem), staff: arrayOf(newsStaff), total: num });
assertType<Equals<Infer<typeof newsAnswer>, staff.NewsAnswer>>(true);
export const newsCreated = object({ news: newsItem, staff: newsStaff });
assertType<Equals<Infer<typeof newsCreated>, staff.NewsCreated>>(true);

export const bitcoinEvent = object(
  { id: str, featured: bool, currencies: arrayOf(str), country: oneOf(...PLATFORM_COUNTRIES), city: str, shortName: str, longName: str },
  { url: str, address: str, frequency: str, logo: str },
);
assertType<Equals<Infer<typeof bitcoinEvent>, platform.BitcoinEvent>>(true);
assertType<Equals<Infer<typeof bitcoinEvent>, staff.PeachEvent>>(true);

export const groupHugStart = object({ success: bool });
assertType<Equals<Infer<typeof groupHugStart>, platform.GroupHugStartAnswer>>(true);

export const marketPrices = pricebook;
assertType<Equals<Infer<typeof marketPrices>, platform.Pricebook>>(true);

const profileExtras = { openTrades: num } satisfies ExtrasOf<staff.UserProfile, platform.User>;
/** GET /v1/pwt/user/:id: the whole User, with open trades beside it when not strict. */
export const userProfile = withExtras(user, profileExtras);
