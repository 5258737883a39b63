import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useListContext, useTranslate } from 'ra-core';
import { OWNER_FILTERS, type OwnerFilter as Owner } from '../../contract/cases';

const ALL = 'all';

/**
 * "Mine / unassigned / everyone's" over the queue, as status tabs over a list: it sets the list's
 * `owner` filter, which react-admin keeps in the URL with the others (absent: everyone's).
 */
export function OwnerFilter() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const current = (OWNER_FILTERS as readonly string[]).includes(filterValues?.owner) ? (filterValues.owner as Owner) : ALL;
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={current}
      aria-label={translate('cases.filter.label')}
      onChange={(_event, value: string | null) => {
        if (!value) return;
        const { owner: _owner, ...rest } = filterValues ?? {};
        setFilters(value === ALL ? rest : { ...rest, owner: value }, displayedFilters);
      }}
    >
      {[ALL, ...OWNER_FILTERS].map((value) => (
        <ToggleButton key={value} value={value}>
          {translate(`cases.filter.${value}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
