import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'ra-core';
import { useWatch } from 'react-hook-form';
import type { ConsoleDataProvider } from '../../data/dataProvider';
import { formatSats } from '../../domain/format';
import { payoutOverrun, type PayoutFormValues } from './payoutForm';

/**
 * Under the amount of a new payout: a warning when it is more than the chosen event is still owed.
 * The revenue is the revenue card's query (same key), so no second request is made for it.
 */
export function PayoutOverrunWarning() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const eventId = useWatch<PayoutFormValues, 'eventId'>({ name: 'eventId' });
  const amountSats = useWatch<PayoutFormValues, 'amountSats'>({ name: 'amountSats' });
  const revenue = useQuery({
    queryKey: ['events', 'getEventRevenue', eventId],
    queryFn: ({ signal }) => dataProvider.getEventRevenue(eventId, signal),
    enabled: Boolean(eventId),
  });
  const pending = revenue.data?.pendingPayoutSats;
  const over = payoutOverrun(amountSats, pending);
  if (!over) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mb: 1 }}>
      {translate('payouts.overrun', { 0: formatSats(over), 1: formatSats(pending ?? 0) })}
    </Alert>
  );
}
