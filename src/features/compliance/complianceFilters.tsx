import { DateInput, SelectInput, TextInput } from 'react-admin';
import { BEHAVIOUR_EVENT_TYPES } from '../../api/types';
import { PAYMENT_METHODS } from '../../domain/paymentMethods';

const TYPE_CHOICES = BEHAVIOUR_EVENT_TYPES.map((id) => ({ id, name: `compliance.types.${id}` }));
const METHOD_CHOICES = PAYMENT_METHODS.map((id) => ({ id, name: id }));

/** Module level (react-admin renders them in the filter bar): the behaviour events' filters. */
export const behaviourEventFilters = [
  <TextInput source="userId" alwaysOn key="userId" resettable helperText="compliance.userIdHint" />,
  <SelectInput source="type" choices={TYPE_CHOICES} alwaysOn key="type" />,
  <DateInput source="start" alwaysOn key="start" />,
  <DateInput source="end" alwaysOn key="end" />,
];

/** The hash reuse list's filters. */
export const hashReuseFilters = [
  <SelectInput source="paymentMethod" choices={METHOD_CHOICES} alwaysOn key="paymentMethod" translateChoice={false} />,
  <TextInput source="userId" alwaysOn key="userId" resettable helperText="compliance.userIdHint" />,
];
