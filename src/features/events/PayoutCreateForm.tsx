import { useTranslate } from 'ra-core';
import type { NewPayout } from '../../contract';
import { CreateForm } from '../../ui/CreateForm';
import { DateInput } from '../../ui/DateInput';
import { TextInput } from '../../ui/TextInput';
import { EventInput, FollowEvent } from '../events/EventInput';
import { usePayoutConfirm } from './PayoutConfirm';
import { PayoutOverrunWarning } from './PayoutOverrunWarning';
import { emptyPayoutForm, formToPayout, validatePayout, type PayoutFormValues } from './payoutForm';

const DEFAULTS = emptyPayoutForm();

/**
 * The new-payout form (spec §3): event, amount in sats, address, txid, date. The event follows the
 * one chosen on the revenue card and stays chosen after a success; the payouts list and the
 * event's revenue are refetched then. An amount above what the event is still owed is warned of
 * under the field and, when sent, needs a confirmation quoting the figures (a payout cannot be undone).
 */
export function PayoutCreateForm({ eventId }: { eventId: string }) {
  const translate = useTranslate();
  const { confirm, dialog } = usePayoutConfirm();
  return (
    <>
      <CreateForm<PayoutFormValues, NewPayout>
        resource="payouts"
        title={translate('payouts.create.title')}
        submitLabel={translate('payouts.create.submit')}
        defaultValues={DEFAULTS}
        validate={validatePayout}
        transform={formToPayout}
        successMessage="payouts.created"
        refetch={(payout) => [['payouts'], ['events', 'getEventRevenue', payout.eventId]]}
        keep={['eventId']}
        confirm={confirm}
      >
        <EventInput label="payouts.input.eventId" />
        <FollowEvent eventId={eventId} />
        <TextInput source="amountSats" type="number" inputMode="numeric" />
        <PayoutOverrunWarning />
        <TextInput source="address" optional />
        <TextInput source="txid" optional />
        <DateInput source="date" optional />
      </CreateForm>
      {dialog}
    </>
  );
}
