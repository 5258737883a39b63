import type { PlatformCountry } from '../../src/contract/platform';
import type { Payout } from '../../src/contract';
import { cashMethodFor } from '../rules/events';
import { buildEvent, buildPayout } from './fixtures';
import { Rng } from './random';
import { computeRevenue } from '../rules/revenue';
import { EVENTS, PAYOUTS } from '../db/adminTables';
import { DAY, part, type SeedContext, type SeedEvent } from './context';

const seedEvent = (fields: Partial<SeedEvent> & Pick<SeedEvent, 'country' | 'city' | 'shortName'>): SeedEvent => ({
  featured: false,
  currencies: ['EUR'],
  longName: fields.shortName,
  cashShare: 0,
  paidOut: 0,
  ...fields,
});

export const SEED_EVENTS: SeedEvent[] = [
  seedEvent({
    country: 'BE',
    city: 'Antwerp',
    shortName: 'Belgian BTC Embassy',
    longName: 'Belgian Bitcoin Embassy',
    featured: true,
    url: 'https://example.org/belgian-bitcoin-embassy',
    address: 'Kloosterstraat 2, 2000 Antwerpen',
    frequency: 'monthly',
    color: '#f56522',
    cashShare: 0.025,
    paidOut: 0.6,
  }),
  seedEvent({
    country: 'LV',
    city: 'Riga',
    shortName: 'Baltic Honeybadger',
    longName: 'Baltic Honeybadger Bitcoin Conference',
    featured: true,
    url: 'https://example.org/baltic-honeybadger',
    address: 'Kalnciema iela 2, Rīga',
    frequency: 'yearly',
    color: '#1e2a3a',
    cashShare: 0.02,
    paidOut: 1,
  }),
  seedEvent({
    country: 'FR',
    city: 'Biarritz',
    shortName: "Surfin' Bitcoin",
    longName: "Surfin' Bitcoin Biarritz",
    url: 'https://example.org/surfin-bitcoin',
    address: 'Casino Municipal, Biarritz',
    frequency: 'yearly',
    color: '#c8102e',
    cashShare: 0.015,
    paidOut: 0.25,
  }),
  seedEvent({
    country: 'DE',
    city: 'Berlin',
    shortName: 'Einundzwanzig Berlin',
    longName: 'Einundzwanzig Meetup Berlin',
    address: 'Bitcoin-Bar, Berlin-Kreuzberg',
    frequency: 'weekly',
    color: '#f7931a',
    cashShare: 0.01,
  }),
  seedEvent({
    country: 'UK',
    city: 'London',
    shortName: 'Bitcoin Meetup London',
    currencies: ['GBP'],
    frequency: 'monthly',
    cashShare: 0.01,
  }),
  seedEvent({
    country: 'NL',
    city: 'Amsterdam',
    shortName: 'Bitcoin Amsterdam',
    longName: 'Bitcoin Amsterdam Conference',
    url: 'https://example.org/bitcoin-amsterdam',
    frequency: 'yearly',
    color: '#2b59c3',
  }),
  seedEvent({ country: 'ES', city: 'Madrid', shortName: 'Madrid Bitcoin Meetup', frequency: 'monthly' }),
];

const logoSvg = (color: string, text: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
  `<rect width="96" height="96" rx="20" fill="${color}"/>` +
  `<text x="48" y="59" font-family="Helvetica, Arial, sans-serif" font-size="30" font-weight="700" text-anchor="middle" fill="#fff">${text}</text></svg>\n`;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 3)
    .toUpperCase();

/** Cities of the generated meetups (large scale), with a currency each: the platform's ten event countries only. */
const MEETUP_CITIES: readonly (readonly [PlatformCountry, string, string])[] = [
  ['DE', 'Munich', 'EUR'],
  ['DE', 'Hamburg', 'EUR'],
  ['FR', 'Paris', 'EUR'],
  ['FR', 'Lyon', 'EUR'],
  ['IT', 'Milan', 'EUR'],
  ['IT', 'Rome', 'EUR'],
  ['ES', 'Barcelona', 'EUR'],
  ['NL', 'Utrecht', 'EUR'],
  ['UK', 'Manchester', 'GBP'],
  ['UK', 'Edinburgh', 'GBP'],
  ['SE', 'Stockholm', 'SEK'],
  ['SE', 'Gothenburg', 'SEK'],
  ['FI', 'Helsinki', 'EUR'],
  ['BE', 'Brussels', 'EUR'],
  ['BE', 'Ghent', 'EUR'],
  ['LV', 'Liepāja', 'EUR'],
];

/** The generated meetups beyond the hand-made events (none at the small scale). */
function meetups(ctx: SeedContext): SeedEvent[] {
  const count = Math.max(0, ctx.size.events - SEED_EVENTS.length);
  const rng = new Rng(0x3e370);
  return Array.from({ length: count }, (_, n) => {
    const [country, city, currency] = rng.pick(MEETUP_CITIES);
    return seedEvent({
      country,
      city,
      shortName: `Bitcoin Meetup ${city} ${n + 1}`,
      currencies: [currency],
      frequency: rng.pick(['weekly', 'monthly', 'monthly', 'yearly'] as const),
      featured: rng.chance(0.02),
      cashShare: ctx.size.meetupCashShare / count,
      paidOut: 0.2 + rng.next() * 0.8,
    });
  });
}

/** The events (their logo files are written by writeSeed). */
export async function seedEvents(ctx: SeedContext): Promise<void> {
  const logos = seedLogos();
  ctx.events = [...SEED_EVENTS, ...meetups(ctx)].map((seed, i) => {
    const { color: _color, cashShare: _share, paidOut: _paid, ...fields } = seed;
    const record = buildEvent(fields);
    record.logoFile = logos[i]?.file;
    return { seed, record };
  });
  await ctx.emit([part(EVENTS, ctx.events.map((e) => e.record))]);
}

/** Payouts: part of the organizer share of some events is paid out already (after the trades). */
export async function seedPayouts(ctx: SeedContext): Promise<void> {
  const payoutRng = new Rng(0x9a704);
  const payouts: Payout[] = [];
  for (const [i, { seed, record: event }] of ctx.events.entries()) {
    if (!seed.paidOut) continue;
    const { organizerPayoutShareSats } = computeRevenue(ctx.cashTrades.get(cashMethodFor(event.id)) ?? [], []);
    let remaining = Math.floor(organizerPayoutShareSats * seed.paidOut);
    // a hand-made event was paid out in 1-3 parts a month apart, a meetup weekly
    const meetup = i >= SEED_EVENTS.length;
    const parts = meetup ? payoutRng.int(...ctx.size.meetupPayouts) : payoutRng.int(1, 3);
    const spacing = meetup ? 7 : 30;
    for (let p = 0; p < parts && remaining > 0; p++) {
      const amountSats = p === parts - 1 ? remaining : Math.max(1, Math.floor(remaining / (parts - p)));
      remaining -= amountSats;
      const date = new Date(ctx.now.getTime() - ((p + 1) * spacing + payoutRng.int(0, 9)) * DAY);
      payouts.push(buildPayout({ eventId: event.id, amountSats, date }, payoutRng, ctx.now));
    }
  }
  await ctx.emit([part(PAYOUTS, payouts)]);
}

/** The logo of each seeded event (by SEED_EVENTS index): its file name and SVG, or none. */
export function seedLogos(): ({ file: string; svg: string } | undefined)[] {
  const rng = new Rng(0x10905);
  return SEED_EVENTS.map((seed) =>
    seed.color ? { file: `${rng.hex(32)}.svg`, svg: logoSvg(seed.color, initials(seed.shortName)) } : undefined,
  );
}

