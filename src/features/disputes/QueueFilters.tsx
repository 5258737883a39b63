import { useEffect, useRef, useState } from 'react';
import { Box } from '@mui/material';
import { useListContext, useTranslate } from 'ra-core';
import { PlainSelectField, PlainTextField } from '../../ui/list/plainFields';
import { disputeFilters, type QueueFilter } from './disputeFilters';
import { usePartShown } from '../parts/usePart';

/** Typing waits this long before the queue asks again (react-admin's own filter debounce). */
const TYPING_DEBOUNCE_MS = 500;

type Filters = Record<string, unknown>;

const withValue = (filters: Filters, source: string, value: unknown): Filters => {
  const next = { ...filters, [source]: value };
  if (value === '' || value === undefined || value === null) delete next[source];
  return next;
};

/** A typed filter: shown as typed at once, sent once typing pauses; follows the URL when it changes. */
function TypedFilter({ filter, label, filters, apply }: { filter: Extract<QueueFilter, { kind: 'text' | 'number' }>; label: string; filters: Filters; apply: (source: string, value: unknown) => void }) {
  const fromUrl = filters[filter.source] === undefined || filters[filter.source] === null ? '' : String(filters[filter.source]);
  const [typed, setTyped] = useState(fromUrl);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => setTyped(fromUrl), [fromUrl]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <PlainTextField
      label={label}
      type={filter.kind === 'number' ? 'number' : 'text'}
      value={typed}
      inputProps={filter.kind === 'number' ? { min: 0, step: 1 } : undefined}
      sx={{ width: filter.kind === 'number' ? filter.width : undefined, minWidth: filter.kind === 'text' ? filter.width : undefined }}
      onChange={(event) => {
        const value = event.target.value;
        setTyped(value);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => apply(filter.source, filter.kind === 'number' && value !== '' ? Number(value) : value.trim()), TYPING_DEBOUNCE_MS);
      }}
    />
  );
}

/**
 * The queue's filter bar: one wrapping row, so the queue's first rows are in view on a laptop
 * (the theme makes every field full width; each filter here opts out). Hand-made instead of the
 * lists' filter bar (ui/list/ListFilters.tsx): the filters are URL state only, so they need no
 * form library (react-hook-form stays out of the queue's first load), a choice is the browser's own
 * select (ui/list/plainFields.tsx), and a choice from a list is sent at once, without the filter form's 500 ms debounce; only typing waits for a pause.
 */
export function QueueFilters() {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  // the latest filters, for a typed value sent after a choice was made meanwhile
  const latest = useRef<Filters>(filterValues ?? {});
  latest.current = filterValues ?? {};
  const apply = (source: string, value: unknown) => setFilters(withValue(latest.current, source, value), displayedFilters, false);
  // "unattended for more than N hours" is the case clocks': not offered on a server without them
  const clocks = usePartShown('clocks');
  const filters = clocks ? disputeFilters : disputeFilters.filter((f) => f.source !== 'unattendedHours');

  return (
    <Box component="form" role="search" onSubmit={(event) => event.preventDefault()} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-end', my: 1 }}>
      {filters.map((filter) => {
        const label = translate(`resources.disputes.fields.${filter.source}`);
        if (filter.kind !== 'select') return <TypedFilter key={filter.source} filter={filter} label={label} filters={filterValues ?? {}} apply={apply} />;
        const value = filterValues?.[filter.source];
        return (
          <PlainSelectField
            key={filter.source}
            label={label}
            required={filter.required}
            value={typeof value === 'string' ? value : ''}
            onChange={(chosen) => apply(filter.source, chosen)}
            sx={{ minWidth: 180 }}
          >
            {!filter.required && <option value="" aria-label={translate('ra.action.clear_input_value')} />}
            {filter.choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {typeof filter.translate === 'function' ? filter.translate(translate, choice.id) : filter.translate ? translate(choice.name) : choice.name}
              </option>
            ))}
          </PlainSelectField>
        );
      })}
    </Box>
  );
}
