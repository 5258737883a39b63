import { DateInput, SelectInput, TextInput } from 'react-admin';
import { BEHAVIOUR_EVENT_TYPES } from '../../contract';

const TYPE_CHOICES = BEHAVIOUR_EVENT_TYPES.map((id) => ({ id, name: `compliance.types.${id}` }));

/** Module level (react-admin renders them in the filter bar): the behaviour events' filters. */
export const behaviourEventFilters = [
  <TextInput source="userId" alwaysOn key="userId" resettable helperText="compliance.userIdHint" />,
  <SelectInput source="type" choices={TYPE_CHOICES} alwaysOn key="type" />,
  <DateInput source="start" alwaysOn key="start" />,
  <DateInput source="end" alwaysOn key="end" />,
];
