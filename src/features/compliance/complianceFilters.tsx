import { BEHAVIOUR_EVENT_TYPES } from '../../contract';
import { FilterDateInput, FilterSelectInput, FilterTextInput } from '../../ui/list/filterInputs';

const TYPE_CHOICES = BEHAVIOUR_EVENT_TYPES.map((id) => ({ id, name: `compliance.types.${id}` }));

/** Module level (the list's filter bar draws them): the behaviour events' filters. */
export const behaviourEventFilters = [
  <FilterTextInput source="userId" key="userId" />,
  <FilterSelectInput source="type" choices={TYPE_CHOICES} key="type" />,
  <FilterDateInput source="start" key="start" />,
  <FilterDateInput source="end" key="end" />,
];
