import type * as platform from '../../src/contract/platform';
import type { MatchesAnswer, MatchUnavailableReason, MeansOfPayment, OfferSearchAnswer, OfferSearchIndex, TradingLimit } from '../../src/contract';
import { fiatPrice } from '../rules/trade';
import { param, readJsonObject } from '../http/request';
import type { AppHandler, Deps, RouteHandlers } from '../http/context';
import { OFFER_TYPES, parseOfferSearch } from '../http/offerSearch';
import { searchOfferPage } from '../db/store/offerSearch';
import { matchPage, type FoundMatch } from '../db/store/matches';
import { pagingOf } from '../http/paging';
import { isAnonymousMethod, tradingLimitOf } from '../db/store/users';
import { loadOffer, offersOf, usersById } from '../db/store/offers';
import type { OfferRecord, UserRecord, Wire } from '../db/records';
import { PGP_PLACEHOLDER, publicUserOf, SIGNATURE_PLACEHOLDER } from '../db/store/shapes';
import { platformPaymentMethods, tradeBounds } from '../db/store/platform';

/**
 * Offers for staff (spec §7): the search form's choices, the search (POST, paged in the query),
 * an offer's details with its escrow funding, and its matches.
 */

const json = <T>(value: T): Wire<T> => JSON.parse(JSON.stringify(value)) as Wire<T>;
/**
 * The platform's Match of one found row: the sell side fixes amount and premium, the buyer's
 * trading limits decide what makes it unavailable.
 */
function matchOf(offer: OfferRecord, found: FoundMatch, user: UserRecord, limit: TradingLimit): platform.Match {
  const { currency, paymentMethod } = found;
  const sellerSide = offer.type === 'ask';
  const amount = sellerSide ? offer.amount : found.amount;
  const premium = (sellerSide ? offer.premium : found.premium) ?? 0;
  const chf = fiatPrice(amount, 'CHF', premium);
  const exceedsLimit: MatchUnavailableReason[] = [];
  if (limit.dailyAmount + chf > limit.daily) exceedsLimit.push('daily');
  if (isAnonymousMethod(paymentMethod) && limit.monthlyAnonymousAmount + chf > limit.monthlyAnonymous) exceedsLimit.push('monthlyAnonymous');
  if (limit.yearlyAmount + chf > limit.yearly) exceedsLimit.push('yearly');
  const date = found.creationDate;
  const matched = found.recorded;
  return {
    creationDate: date,
    lastModified: date,
    user: publicUserOf(user),
    offerId: found.offerId,
    amount,
    prices: { [currency]: fiatPrice(amount, currency, premium) },
    matchedPrice: null,
    premium,
    // the pair both offers share
    meansOfPayment: { [currency]: [paymentMethod] },
    symmetricKeyEncrypted: matched ? PGP_PLACEHOLDER : '',
    symmetricKeySignature: matched ? SIGNATURE_PLACEHOLDER : '',
    matched,
    instantTrade: false,
    unavailable: { exceedsLimit },
  };
}

/** The choices: the trade bounds and the payment methods of GET /v1/info, by currency. */
const searchIndex =
  ({ db }: Deps): AppHandler =>
  async (c) => {
    const byCurrency = new Map<string, Set<string>>();
    for (const method of await platformPaymentMethods(db)) {
      for (const currency of method.currencies) byCurrency.set(currency, (byCurrency.get(currency) ?? new Set()).add(method.id));
    }
    const meansOfPayment: MeansOfPayment = Object.fromEntries(
      [...byCurrency.keys()].sort().map((currency) => [currency, [...byCurrency.get(currency)!].sort()]),
    );
    return c.json<OfferSearchIndex>({ types: OFFER_TYPES, amount: tradeBounds(), meansOfPayment });
  };

const searchOffers =
  (deps: Deps): AppHandler =>
  async (c) => {
    const search = parseOfferSearch(await readJsonObject(c));
    const paging = pagingOf(c);
    const { offers, total } = await searchOfferPage(deps.search, deps.db, search, paging, deps.strict);
    return c.json(json<OfferSearchAnswer>({ offers, total, remaining: Math.max(0, total - paging.offset - offers.length) }));
  };

const offerDetails =
  (deps: Deps): AppHandler =>
  async (c) => {
    const [offer] = await offersOf(deps.db, [await loadOffer(deps.db, param(c, 'offerId'))], deps.strict);
    return c.json(json(offer));
  };

const offerMatches =
  (deps: Deps): AppHandler =>
  async (c) => {
    const { db } = deps;
    const offer = await loadOffer(db, param(c, 'offerId'));
    const { size, offset } = pagingOf(c);
    const page = await matchPage(db, offer, { size, offset });
    // one trading-limit read per buyer of the page
    const limits = new Map<string, Promise<TradingLimit>>();
    const limitOf = (userId: string) => {
      if (!limits.has(userId)) limits.set(userId, tradingLimitOf(db, userId, deps.now()));
      return limits.get(userId)!;
    };
    const users = await usersById(db, page.items.map((found) => found.userId));
    const matches = await Promise.all(
      page.items.map(async (found) => {
        const buyerId = offer.type === 'ask' ? found.userId : offer.userId;
        return matchOf(offer, found, users.get(found.userId)!, await limitOf(buyerId));
      }),
    );
    return c.json(json<MatchesAnswer>({ offerId: offer.id, matches, totalMatches: page.total, nextPage: offset / size + 1 }));
  };

export function offerRoutes(deps: Deps): RouteHandlers {
  return {
    'GET /v1/pwt/offer/search/index': searchIndex(deps),
    'POST /v1/pwt/offer/search': searchOffers(deps),
    'GET /v1/pwt/offer/:offerId/details': offerDetails(deps),
    'GET /v1/pwt/offer/:offerId/matches': offerMatches(deps),
  };
}
