import { describe, expect, it } from 'vitest';
import { de } from '../../../i18n/de';
import { deCH } from '../../../i18n/de-CH';
import { en } from '../../../i18n/en';
import { buildI18nProvider } from '../../../i18n/provider';
import { csvRows } from '../../ui/export/csv';
import { disputeCsvColumns } from './disputeCsv';

const row = {
  id: '1326-1327',
  contractId: '1326-1327',
  amount: 150000,
  price: 95.5,
  currency: 'EUR',
  paymentMethod: 'nationalTransferRO',
  reason: 'unresponsive.seller' as const,
  initiator: 'seller' as const,
  disputeDate: new Date(Date.UTC(2026, 0, 2)),
  unreadMessages: 3,
  state: 'resolved' as const,
  outcome: 'sellerWins' as const,
  sellerId: 's',
  buyerId: 'b',
};

const fileOf = (locale: 'en' | 'de' | 'de-CH') => {
  const translate = buildI18nProvider({ en, de, 'de-CH': deCH }, locale).translate;
  const columns = disputeCsvColumns(translate);
  return csvRows([row], columns, (c) => translate(c.label ?? `resources.disputes.fields.${c.source}`))[0];
};

describe('the queue in CSV', () => {
  it('writes what the screen shows: the contract as PC-…, codes as words, the raw codes in columns of their own', () => {
    expect(fileOf('en')).toEqual({
      Contract: 'PC-52E-52F',
      'Amount (sats)': 150000,
      Price: 95.5,
      Currency: 'EUR',
      'Payment method': 'National bank transfer (RO)',
      'Payment method ID': 'nationalTransferRO',
      Reason: 'Buyer unresponsive',
      'Reason code': 'unresponsive.seller',
      'Raised by': 'Seller',
      'Raised (UTC)': '2026-01-02T00:00:00.000Z',
      Unread: 3,
      State: 'Resolved: Seller won',
      Owner: '',
    });
  });

  it('writes the words in the staff member\'s language', () => {
    expect(fileOf('de')).toMatchObject({ Vertrag: 'PC-52E-52F', Grund: 'Käufer reagiert nicht', 'Grund (Code)': 'unresponsive.seller', 'Eröffnet von': 'Verkäufer', Zahlungsmethode: 'Inlandsüberweisung (RO)' });
    expect(fileOf('de-CH')).toMatchObject({ Grund: 'Käufer reagiert nicht', 'Eröffnet von': 'Verkäufer' });
  });
});
