import type { OfferDetails } from '../../contract';
import { offerDisplayId } from '../../domain/offers';
import { lazyRoute } from '../../ui/lazyRoute';

/** The offer screen (spec §2 "/offer (optional :offerId)", maintainer or mediator): its own chunk. */
export const path = '/offer';
export const pathWithId = '/offer/:offerId';
export const OfferPage = lazyRoute(() => import('./OfferPage'));

/** The `offers` resource: its show view is the offer screen at /offer/:offerId (the spec's URL), read by getOne. */
export default {
  recordRepresentation: (offer: OfferDetails) => offerDisplayId(offer.id),
};
