import { useEffect, useState, type FormEvent } from 'react';
import { useTranslate } from 'ra-core';
import { TextField } from '@mui/material';
import { FormCard } from '../../ui/FormCard';
import { TextInput } from '../../ui/TextInput';
import { EventSelect } from '../events/EventSelect';
import { useEvents } from '../events/useEvents';
import { buildNewPayout, emptyPayoutForm, validatePayout, type PayoutFormValues } from './payoutForm';
import { usePayoutMutations } from './usePayoutMutations';

/**
 * The new-payout form (spec §3): event, amount in sats, address, txid, date. The event follows the
 * one chosen on the revenue card. A created payout resets the form; a failed call keeps it.
 */
export function PayoutCreateForm({ eventId }: { eventId: string }) {
  const translate = useTranslate();
  const { data: events = [] } = useEvents();
  const { createPayout, creating } = usePayoutMutations();
  const [values, setValues] = useState<PayoutFormValues>(() => emptyPayoutForm(eventId));
  const [showErrors, setShowErrors] = useState(false);

  useEffect(() => setValues((v) => ({ ...v, eventId })), [eventId]);

  const errors = showErrors ? validatePayout(values) : {};
  const set = (name: keyof PayoutFormValues, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const label = (name: keyof PayoutFormValues) => translate(`payouts.field.${name}`);
  const errorOf = (name: keyof PayoutFormValues) => (errors[name] ? [translate(errors[name])] : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (Object.keys(validatePayout(values)).length > 0) return;
    if (await createPayout(buildNewPayout(values))) {
      setValues(emptyPayoutForm(values.eventId));
      setShowErrors(false);
    }
  };

  return (
    <FormCard title={translate('payouts.create.title')} submitLabel={translate('payouts.create.submit')} submitting={creating} onSubmit={submit}>
      <EventSelect
        events={events}
        value={values.eventId}
        onChange={(value) => set('eventId', value)}
        label={label('eventId')}
        required
        error={errors.eventId && translate(errors.eventId)}
      />
      <TextInput
        name="amountSats"
        type="number"
        inputMode="numeric"
        label={label('amountSats')}
        value={values.amountSats}
        onChange={(value) => set('amountSats', value)}
        errors={errorOf('amountSats')}
      />
      <TextInput name="address" required={false} label={label('address')} value={values.address} onChange={(value) => set('address', value)} />
      <TextInput name="txid" required={false} label={label('txid')} value={values.txid} onChange={(value) => set('txid', value)} />
      <TextField
        type="date"
        variant="outlined"
        name="date"
        label={`${label('date')} ${translate('app.optional')}`}
        value={values.date}
        onChange={(e) => set('date', e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </FormCard>
  );
}
