import { Typography } from '@mui/material';
import { useGetList, useTranslate } from 'ra-core';
import type { Payout, PeachEvent } from '../../contract';
import { MAX_PAGE_SIZE } from '../../contract/constants';
import { formatSats } from '../../domain/format';
import { Button } from '../../ui/Button';
import { LoadingDots } from '../../ui/LoadingDots';
import { Modal } from '../../ui/Modal';

interface Props {
  /** the event asked about; null when the dialog is closed */
  event: PeachEvent | null;
  deleting: boolean;
  onConfirm: (event: PeachEvent) => void;
  onClose: () => void;
}

/**
 * Deleting an event, confirmed in the console's own dialog: it names the event and its payouts
 * (how many, how many sats), which stay on record after the event is gone.
 */
export function EventDeleteDialog({ event, deleting, onConfirm, onClose }: Props) {
  const translate = useTranslate();
  const { data, total, isPending } = useGetList<Payout>(
    'payouts',
    { filter: { eventId: event?.id }, pagination: { page: 1, perPage: MAX_PAGE_SIZE }, sort: { field: 'date', order: 'DESC' } },
    { enabled: event !== null },
  );
  const count = total ?? 0;
  const sats = (data ?? []).reduce((sum, payout) => sum + payout.amountSats, 0);
  return (
    <Modal
      open={event !== null}
      onClose={onClose}
      title={translate('events.deleteDialog.title', { 0: event?.shortName ?? '' })}
      closeButton
      actions={
        <Button variant="primary" loading={deleting} disabled={isPending} onClick={() => event && onConfirm(event)}>
          {translate('events.deleteDialog.confirm')}
        </Button>
      }
    >
      {isPending ? (
        <LoadingDots />
      ) : (
        <Typography>
          {count === 0
            ? translate('events.deleteDialog.noPayouts')
            : translate('events.deleteDialog.payouts', { smart_count: count, 1: count, 2: formatSats(sats) })}
        </Typography>
      )}
    </Modal>
  );
}
