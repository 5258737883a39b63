import { lazyRoute } from '../../ui/lazyRoute';

/** The offer screen (spec §2 "/offer (optional :offerId)", maintainer or mediator): its own chunk. */
export const path = '/offer';
export const pathWithId = '/offer/:offerId';
export const OfferPage = lazyRoute(() => import('./OfferPage'));
