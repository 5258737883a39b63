import type { OfferDetails } from '../../contract';
import { offerDisplayId } from '../../domain/offers';
import type { Feature } from '../../feature';

const OfferPage = () => import('./OfferPage');

/**
 * The offer screen (spec §2 "/offer (optional :offerId)", a look-up for the roles handling trades):
 * its own chunk. The `offers` resource's show view is the offer screen at the spec's URL, read by getOne.
 */
export default {
  name: 'offers',
  routes: [
    { path: '/offer', load: OfferPage },
    { path: '/offer/:offerId', load: OfferPage },
  ],
  resources: [{ name: 'offers', recordRepresentation: (offer: OfferDetails) => offerDisplayId(offer.id) }],
  access: { offer: 'lookup', offers: 'lookup', offerMatches: 'lookup' },
  data: () => import('./data').then((module) => module.data),
  language: { rest: ['offer'] },
} satisfies Feature;
