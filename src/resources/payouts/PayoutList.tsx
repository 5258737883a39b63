import { useId, type ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import { Box, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { formatDate, formatSats } from '../../domain/format';
import { Button } from '../../ui/Button';
import { LoadingDots } from '../../ui/LoadingDots';
import { usePayouts } from './usePayouts';

const COLUMNS = ['id', 'eventId', 'date', 'amountSats', 'address', 'txid'] as const;

/** The payouts table for the selected event (spec §2); empty text "No payouts". */
export function PayoutList({ eventId }: { eventId: string }) {
  const translate = useTranslate();
  const headingId = useId();
  const { data: payouts = [], total, isPending, isFetching, error, hasMore, showMore } = usePayouts(eventId);

  const message = (content: ReactNode) => (
    <TableRow>
      <TableCell colSpan={COLUMNS.length}>{content}</TableCell>
    </TableRow>
  );

  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {translate('payouts.title')}
        {total !== undefined && ` (${total})`}
      </Typography>
      <TableContainer component={Paper}>
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column}>{translate(`payouts.column.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {isPending && message(<LoadingDots />)}
            {!isPending && error && message(translate('error.general'))}
            {!isPending && !error && payouts.length === 0 && message(translate('payouts.empty'))}
            {payouts.map((payout) => (
              <TableRow key={payout.id} hover data-payout-id={payout.id}>
                <TableCell sx={{ wordBreak: 'break-all' }}>{payout.id}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{payout.eventId}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{payout.date ? formatDate(payout.date) : ''}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatSats(payout.amountSats)}
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{payout.address}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{payout.txid}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {hasMore && (
        <Box sx={{ mt: 1 }}>
          <Button variant="secondary" loading={isFetching} onClick={showMore}>
            {translate('payouts.showMore')}
          </Button>
        </Box>
      )}
    </section>
  );
}
