import { NumberInput, required, SelectInput, TextInput } from 'react-admin';
import { SUPPORTED_CURRENCIES } from '../../domain/currencies';
import { PAYMENT_METHODS } from '../../domain/paymentMethods';
import { DISPUTE_REASONS, TRADE_PARTICIPANTS } from '../../domain/trade';
import { DEFAULT_DISPUTE_FILTER } from '../../data/disputes';

const STATE_CHOICES = (['open', 'resolved'] as const).map((id) => ({ id, name: `disputes.state.${id}` }));
const REASON_CHOICES = DISPUTE_REASONS.map((id) => ({ id, name: `disputes.reason.${id}` }));
const SIDE_CHOICES = TRADE_PARTICIPANTS.map((id) => ({ id, name: `disputes.side.${id}` }));
const CURRENCY_CHOICES = SUPPORTED_CURRENCIES.map((id) => ({ id, name: id }));
const PAYMENT_METHOD_CHOICES = PAYMENT_METHODS.map((id) => ({ id, name: id }));

/**
 * The queue's filters, module level: react-admin draws them in the filter bar and keeps them in the
 * URL (`?filter={"state":"open","reason":"abusive"}`). Labels are resources.disputes.fields.<source>.
 * The state has no empty choice: the queue always asks for open or resolved disputes.
 */
export const disputeFilters = [
  <TextInput source="q" alwaysOn key="q" sx={{ minWidth: 240 }} />,
  <SelectInput source="state" choices={STATE_CHOICES} validate={required()} alwaysOn key="state" />,
  <SelectInput source="reason" choices={REASON_CHOICES} alwaysOn key="reason" />,
  <SelectInput source="currency" choices={CURRENCY_CHOICES} translateChoice={false} alwaysOn key="currency" />,
  <SelectInput source="paymentMethod" choices={PAYMENT_METHOD_CHOICES} translateChoice={false} alwaysOn key="paymentMethod" />,
  <SelectInput source="initiator" choices={SIDE_CHOICES} alwaysOn key="initiator" />,
  <NumberInput source="olderThanHours" min={0} step={1} alwaysOn key="olderThanHours" sx={{ width: 170 }} />,
];

export { DEFAULT_DISPUTE_FILTER };
