import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslate } from 'ra-core';
import { Box, Paper, TextField, Typography } from '@mui/material';
import { Button } from '../../ui/Button';
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
  const headingId = useId();
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
    <Paper component="section" sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {translate('payouts.create.title')}
      </Typography>
      <Box
        component="form"
        aria-labelledby={headingId}
        noValidate
        onSubmit={submit}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, alignItems: 'start' }}
      >
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
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button type="submit" variant="primary" loading={creating}>
            {translate('payouts.create.submit')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
