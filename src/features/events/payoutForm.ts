import type { NewPayout } from '../../contract';

/**
 * The new-payout form (spec §3): eventId, amountSats (number), address, txid, date (date picker).
 * Empty fields are dropped before sending. Pure, tested beside this file.
 */
export interface PayoutFormValues {
  eventId: string;
  /** as typed in the number input */
  amountSats: string;
  address: string;
  txid: string;
  /** the date input's value, "yyyy-mm-dd" or "" */
  date: string;
}

export const emptyPayoutForm = (eventId = ''): PayoutFormValues => ({ eventId, amountSats: '', address: '', txid: '', date: '' });

/** "2026-03-07" → that day's local midnight (so the table shows the day that was picked); else undefined. */
export function dateFromInput(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** form → record: the POST /v1/events/payouts body, amount as a number, the date a Date, empty fields left out. */
export function formToPayout(values: PayoutFormValues): NewPayout {
  const payout: NewPayout = { eventId: values.eventId.trim(), amountSats: Number(values.amountSats) };
  const address = values.address.trim();
  const txid = values.txid.trim();
  const date = dateFromInput(values.date);
  if (address) payout.address = address;
  if (txid) payout.txid = txid;
  if (date) payout.date = date;
  return payout;
}

export type PayoutFormErrors = Partial<Record<keyof PayoutFormValues, string>>;

/** Event and amount are required; the amount is a whole number of sats above 0. Catalogue keys by field. */
export function validatePayout(values: PayoutFormValues): PayoutFormErrors {
  const errors: PayoutFormErrors = {};
  if (!values.eventId?.trim()) errors.eventId = 'validation.required';
  const amount = String(values.amountSats ?? '').trim();
  if (!amount) errors.amountSats = 'validation.required';
  else if (!/^\d+$/.test(amount) || Number(amount) <= 0) errors.amountSats = 'validation.positiveSats';
  return errors;
}

/**
 * How many sats a typed amount exceeds what the event is still owed (its pending payout), or 0.
 * The platform accepts such a payout and has no undo, so the form warns before it is sent.
 */
export function payoutOverrun(amountSats: string, pendingSats: number | undefined): number {
  const amount = String(amountSats ?? '').trim();
  if (pendingSats === undefined || !/^\d+$/.test(amount)) return 0;
  return Math.max(0, Number(amount) - Math.max(0, pendingSats));
}

/** What a payout's confirmation quotes: the amount, what the event is still owed (negative: overpaid already) and the excess. */
export interface PayoutExcess {
  amountSats: number;
  pendingSats: number;
  excessSats: number;
}

/** The figures for the confirmation a payout above what is owed needs; null when it is within what is owed. */
export function payoutExcess(amountSats: string, pendingSats: number | undefined): PayoutExcess | null {
  const excessSats = payoutOverrun(amountSats, pendingSats);
  return excessSats > 0 ? { amountSats: Number(String(amountSats).trim()), pendingSats: pendingSats ?? 0, excessSats } : null;
}
