import { useTranslate } from 'ra-core';
import { PAYMENT_METHODS } from '../../domain/paymentMethods';
import { paymentMethodName } from '../../domain/paymentMethodNames';
import { FilterSelectInput, FilterTextInput } from '../../ui/list/filterInputs';

/** The payment-method filter: the methods by name in the staff member's language, sent by id. */
function MethodFilter({ source }: { source: string }) {
  const translate = useTranslate();
  const choices = PAYMENT_METHODS.map((id) => ({ id, name: paymentMethodName(translate, id) }));
  return <FilterSelectInput source={source} choices={choices} translateChoice={false} />;
}

/** Module level (the list's filter bar draws them): the hash reuse list's filters, on the compliance route. */
export const hashReuseFilters = [<MethodFilter source="paymentMethod" key="paymentMethod" />, <FilterTextInput source="userId" key="userId" />];
