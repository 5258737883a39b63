import { PAYMENT_METHODS } from '../../domain/paymentMethods';
import { FilterSelectInput, FilterTextInput } from '../../ui/list/filterInputs';

const METHOD_CHOICES = PAYMENT_METHODS.map((id) => ({ id, name: id }));

/** Module level (the list's filter bar draws them): the hash reuse list's filters, on the compliance route. */
export const hashReuseFilters = [
  <FilterSelectInput source="paymentMethod" choices={METHOD_CHOICES} key="paymentMethod" translateChoice={false} />,
  <FilterTextInput source="userId" key="userId" />,
];
