import { methodsFor } from '../rules/catalogue';
import { OFFERS } from '../db/tables';
import { DAY, part, type SeedContext } from './context';
import { buildOffer } from './fixtures';
import { Rng } from './random';
import { CURRENCIES } from './trades';
import { pickUser } from './users';

/** Offers still looking for a match. */
export async function seedOpenOffers(ctx: SeedContext): Promise<void> {
  const { size, now } = ctx;
  const offerRng = new Rng(0x0ffe5);
  const openOffers = Array.from({ length: size.openOffers }, () => {
    const currency = offerRng.weighted(CURRENCIES);
    const methods = methodsFor(currency);
    const chosen = [...new Set([offerRng.pick(methods), offerRng.pick(methods)])];
    return buildOffer(
      {
        id: String(ctx.nextOfferId++),
        userId: pickUser(ctx, offerRng),
        meansOfPayment: { [currency]: chosen },
        paymentData: Object.fromEntries(chosen.map((m) => [m, { hashes: [offerRng.hex(64)] }])),
        tradeStatus: offerRng.weighted([
          ['searchingForPeer', 6],
          ['hasMatchesAvailable', 2],
          ['offerCanceled', 1],
          ['fundEscrow', 1],
        ] as const),
        creationDate: new Date(now.getTime() - Math.round(offerRng.next() * 20 * DAY)),
      },
      offerRng,
      now,
    );
  });
  await ctx.emit([part(OFFERS, openOffers)]);
}
