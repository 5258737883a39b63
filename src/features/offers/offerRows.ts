import type * as platform from '../../contract/platform';
import type { MatchRow, MatchUnavailableReason, OfferAnswer, OfferDetails, OfferSearchRow } from '../../contract';
import { offerStatusLabel } from '../../domain/lookup';

/**
 * The platform's offers and matches as the console's screens list them: a buy offer's [min, max]
 * becomes amount and amountMax, the owner object its id, the TradeStatus the spec §4 label.
 */

const amountsOf = (offer: platform.Offer): { amount: number; amountMax?: number } =>
  offer.type === 'bid' ? { amount: offer.amount[0], amountMax: offer.amount[1] } : { amount: offer.amount };

const premiumsOf = (offer: platform.Offer): { premium?: number; maxPremium?: number } =>
  offer.type === 'ask' ? { premium: offer.premium } : offer.maxPremium === null ? {} : { maxPremium: offer.maxPremium };

export function offerSearchRowOf(offer: OfferAnswer): OfferSearchRow {
  return {
    id: offer.id,
    type: offer.type,
    userId: offer.user.id,
    creationDate: offer.creationDate,
    online: offer.online,
    ...amountsOf(offer),
    ...premiumsOf(offer),
    meansOfPayment: offer.meansOfPayment,
    status: offerStatusLabel(offer.tradeStatus, Boolean(offer.contractId)),
    ...(offer.user.kyc !== undefined ? { kyc: offer.user.kyc } : {}),
  };
}

export function offerDetailsOf(offer: OfferAnswer): OfferDetails {
  const row = offerSearchRowOf(offer);
  const { kyc: _kyc, ...rest } = row;
  return {
    ...rest,
    lastModified: offer.lastModified,
    ...(offer.type === 'bid' && offer.minReputation !== null ? { minReputation: offer.minReputation } : {}),
    tradeStatus: offer.tradeStatus,
    ...(offer.contractId ? { contractId: offer.contractId } : {}),
    ...(offer.type === 'ask'
      ? { ...(offer.escrow ? { escrow: offer.escrow, funding: offer.funding } : {}), returnAddress: offer.returnAddress }
      : { releaseAddress: offer.releaseAddress }),
  };
}

/**
 * A match's currency and method: the selected ones once matched, else the first currency that has
 * a price and a method in the match's means of payment (the pair both offers share).
 */
function pairOf(match: platform.Match): { currency: string; paymentMethod: string } {
  if (match.selectedCurrency && match.selectedPaymentMethod) return { currency: match.selectedCurrency, paymentMethod: match.selectedPaymentMethod };
  const currency = Object.keys(match.meansOfPayment).find((c) => match.meansOfPayment[c]?.length && match.prices[c] !== undefined) ?? Object.keys(match.prices)[0] ?? '';
  return { currency, paymentMethod: match.meansOfPayment[currency]?.[0] ?? '' };
}

const LIMITS: readonly MatchUnavailableReason[] = ['daily', 'monthlyAnonymous', 'yearly'];

export function matchRowOf(match: platform.Match): MatchRow {
  const { currency, paymentMethod } = pairOf(match);
  return {
    offerId: match.offerId,
    userId: match.user.id,
    creationDate: match.creationDate,
    amount: match.amount,
    price: match.matchedPrice ?? match.prices[currency] ?? 0,
    currency,
    premium: match.premium,
    paymentMethod,
    unavailable: match.unavailable.exceedsLimit.length > 0,
    unavailableReasons: match.unavailable.exceedsLimit.filter((key): key is MatchUnavailableReason => LIMITS.includes(key as MatchUnavailableReason)),
  };
}
