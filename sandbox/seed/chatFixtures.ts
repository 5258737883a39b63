import type { ChatMessageRecord, DisputeRecord } from '../db/records';
import { DISPUTE_REASONS } from '../../src/contract/trade';
import { FIXTURE_NOW, fixtureRng } from './fixtures';
import { fake, type Rng } from './random';

/** Fixture builders of disputes and chat messages (see fixtures.ts), and their demo text. */

export function buildDispute(overrides: Partial<DisputeRecord> = {}, rng: Rng = fixtureRng(), now = FIXTURE_NOW): DisputeRecord {
  const reason = overrides.reason ?? rng.pick(DISPUTE_REASONS);
  const initiatorRole = overrides.initiatorRole ?? (reason.endsWith('.buyer') ? 'buyer' : reason.endsWith('.seller') ? 'seller' : rng.pick(['buyer', 'seller'] as const));
  const base: DisputeRecord = {
    id: rng.hex(24),
    contractId: `${rng.int(1, 99_999)}-${rng.int(1, 99_999)}`,
    initiator: fake.userId(rng),
    initiatorRole,
    reason,
    email: reason.startsWith('noPayment') ? `trader${rng.int(100, 999)}@example.org` : undefined,
    message: rng.chance(0.6) ? rng.pick(DISPUTE_MESSAGES) : undefined,
    date: fake.daysAgo(now, rng.next() * 30),
    acknowledgedByCounterParty: rng.chance(0.6),
    ticketId: rng.chance(0.5) ? String(rng.int(10_000, 99_999)) : undefined,
    outcomeAcknowledgedBy: [],
  };
  return { ...base, ...overrides };
}

export function buildChatMessage(
  overrides: Partial<ChatMessageRecord> = {},
  rng: Rng = fixtureRng(),
  now = FIXTURE_NOW,
): ChatMessageRecord {
  const from = overrides.from ?? fake.userId(rng);
  return {
    contractId: overrides.contractId ?? `${rng.int(1, 99_999)}-${rng.int(1, 99_999)}`,
    from,
    date: overrides.date ?? fake.daysAgo(now, rng.next() * 10),
    message: overrides.message ?? rng.pick(CHAT_LINES),
    readBy: [from],
    signature: fake.signature(rng),
    ...overrides,
  };
}

export const CHAT_LINES = [
  'Hi! I just sent the payment, please check.',
  'Hello, payment is on its way via bank transfer.',
  'Thanks, I will check my account in a few minutes.',
  'Could you send me the reference you used?',
  'The reference is the contract id, as requested.',
  'Nothing arrived yet, instant transfers usually take seconds.',
  'My bank says the transfer is pending, sorry for the delay.',
  'Received, releasing the bitcoin now.',
  'Got the sats, thank you, smooth trade!',
  'Are you still there? The payment window is closing.',
  'I am at the meetup now, where should we meet?',
  'Next to the bar, I am wearing an orange hoodie.',
  'Please do not mention bitcoin in the payment reference.',
  'The name on the account does not match the one in the trade.',
  'I sent it from my partner account, is that a problem?',
  'I will open a dispute if nothing happens today.',
  'Screenshot of the transfer sent to dispute@peachbitcoin.com',
  'Sorry, I was travelling. Sending now.',
] as const;

export const DISPUTE_MESSAGES = [
  'Paid more than 24 hours ago, the seller does not answer.',
  'The money never arrived on my account.',
  'The buyer paid from a third-party account.',
  'Seller asked me to pay extra fees outside Peach.',
  'Counterparty stopped responding after the escrow was funded.',
  'Rude messages in the chat.',
] as const;
