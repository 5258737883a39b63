/**
 * What every stack floor shows, as the floor (../floor/floor.js) shows it: the first page of the
 * queue that / asks as a mediator, with the session the console stored, as 25 rows of 10 texts.
 * Nothing of the console's own code: a floor measures the stack, not the console.
 */
export interface QueueRow {
  contractId: string;
  amount: number;
  price: number;
  currency: string;
  paymentMethod: string;
  reason: string;
  initiator: string;
  disputeDate: string;
  unreadMessages: number;
  state: string;
  owner?: string | null;
}

export const HEADINGS = ['Contract', 'Amount (sats)', 'Price', 'Payment method', 'Reason', 'Raised by', 'Age', 'Unread', 'State', 'Owner'];

const REASONS: Record<string, string> = {
  'noPayment.buyer': 'Bitcoin not received (buyer)',
  'noPayment.seller': 'Payment not received (seller)',
  'unresponsive.buyer': 'Seller unresponsive (buyer)',
  'unresponsive.seller': 'Buyer unresponsive (seller)',
  abusive: 'Abusive behaviour',
  other: 'Other',
};
const amounts = new Intl.NumberFormat('en', { maximumFractionDigits: 2, minimumFractionDigits: 0 });
const prices = new Intl.NumberFormat('en', { maximumFractionDigits: 2, minimumFractionDigits: 2 });
const capital = (text: string) => (text ? text[0].toUpperCase() + text.slice(1) : '');

export const contractText = (id: string) => `PC-${id.split('-').map((n) => Number(n).toString(16).toUpperCase()).join('-')}`;

function age(iso: string): string {
  const minutes = Math.floor((Date.now() - Date.parse(iso)) / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  return days ? `${days} d ${hours} h` : hours ? `${hours} h ${minutes % 60} min` : `${minutes % 60} min`;
}

/** The nine texts after the contract, each with whether it is right-aligned. */
export const cellTexts = (row: QueueRow): [string, boolean][] => [
  [amounts.format(row.amount), true],
  [`${prices.format(row.price)} ${row.currency}`, true],
  [row.paymentMethod, false],
  [REASONS[row.reason] ?? row.reason, false],
  [capital(row.initiator), false],
  [age(row.disputeDate), false],
  [String(row.unreadMessages), true],
  [capital(row.state), false],
  [row.owner ?? '—', false],
];

/** The console's first call for /, with the stored session. */
export async function firstPage(): Promise<QueueRow[]> {
  const session = JSON.parse(localStorage.getItem('peach.session') ?? 'null') as { accessToken: string } | null;
  if (!session) throw new Error('no stored session');
  const response = await fetch('/v1/pwt/disputes?page=0&size=25&sort=age&order=asc&state=open', {
    headers: { Authorization: `Basic ${session.accessToken}`, Accept: 'application/json' },
    cache: 'no-store',
  });
  return ((await response.json()) as { items: QueueRow[] }).items;
}
