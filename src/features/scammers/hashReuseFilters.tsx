import { SelectInput, TextInput } from 'react-admin';
import { PAYMENT_METHODS } from '../../domain/paymentMethods';

const METHOD_CHOICES = PAYMENT_METHODS.map((id) => ({ id, name: id }));

/** Module level (react-admin renders them in the filter bar): the hash reuse list's filters, on the compliance route. */
export const hashReuseFilters = [
  <SelectInput source="paymentMethod" choices={METHOD_CHOICES} alwaysOn key="paymentMethod" translateChoice={false} />,
  <TextInput source="userId" alwaysOn key="userId" resettable helperText="compliance.userIdHint" />,
];
