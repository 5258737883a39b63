import { useCallback, useState, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'ra-core';
import type { EventRevenue } from '../../contract';
import type { ConsoleDataProvider } from '../../data/dataProvider';
import { formatSats } from '../../domain/format';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { payoutExcess, type PayoutExcess, type PayoutFormValues } from './payoutForm';

/**
 * The confirmation a payout above what the event is still owed needs (a payout cannot be undone):
 * the console's own dialog quoting the amount, what is owed and the excess. `confirm` reads the
 * event's revenue afresh (the revenue card's query) and answers at once when the amount is within
 * it; otherwise it waits for the staff member's answer.
 */
export function usePayoutConfirm(): { confirm: (values: PayoutFormValues) => Promise<boolean>; dialog: ReactNode } {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<{ figures: PayoutExcess; answer: (yes: boolean) => void } | null>(null);

  const confirm = useCallback(
    async (values: PayoutFormValues) => {
      const eventId = values.eventId.trim();
      const queryKey = ['events', 'getEventRevenue', eventId];
      const revenue = await queryClient
        .fetchQuery({ queryKey, queryFn: ({ signal }) => dataProvider.getEventRevenue(eventId, signal), staleTime: 0 })
        .catch(() => queryClient.getQueryData<EventRevenue>(queryKey));
      const figures = payoutExcess(values.amountSats, revenue?.pendingPayoutSats);
      if (!figures) return true;
      return new Promise<boolean>((resolve) =>
        setAsking({
          figures,
          answer: (yes) => {
            setAsking(null);
            resolve(yes);
          },
        }),
      );
    },
    [dataProvider, queryClient],
  );

  const sats = (n: number) => formatSats(n);
  const figures = asking?.figures;
  const dialog = (
    <Modal
      open={Boolean(asking)}
      onClose={() => asking?.answer(false)}
      title={translate('payouts.confirm.title')}
      actions={
        <>
          <Button variant="secondary" onClick={() => asking?.answer(false)}>
            {translate('payouts.confirm.cancel')}
          </Button>
          <Button variant="primary" onClick={() => asking?.answer(true)}>
            {translate('payouts.confirm.submit', { 0: sats(figures?.amountSats ?? 0) })}
          </Button>
        </>
      }
    >
      {figures && (
        <>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            <li>{translate('payouts.confirm.amount', { 0: sats(figures.amountSats) })}</li>
            <li>
              {figures.pendingSats < 0
                ? translate('payouts.confirm.alreadyOverpaid', { 0: sats(-figures.pendingSats) })
                : translate('payouts.confirm.owed', { 0: sats(figures.pendingSats) })}
            </li>
            <li>
              <strong>{translate('payouts.confirm.excess', { 0: sats(figures.excessSats) })}</strong>
            </li>
          </Box>
          <Typography sx={{ mt: 2 }}>{translate('payouts.confirm.undo')}</Typography>
        </>
      )}
    </Modal>
  );
  return { confirm, dialog };
}
