import { useEffect, useRef, useState } from 'react';
import { Box, MenuItem, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'ra-core';
import { disputeFilters, type QueueFilter } from './disputeFilters';

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
    <TextField
      label={label}
      size="small"
      fullWidth={false}
      type={filter.kind === 'number' ? 'number' : 'text'}
      value={typed}
      slotProps={filter.kind === 'number' ? { htmlInput: { min: 0, step: 1 } } : undefined}
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
 * (the theme makes every TextField full width; each filter here opts out). Hand-made instead of the
 * lists' filter bar (ui/list/ListFilters.tsx): the filters are URL state only, so they need no
 * form library (react-hook-form stays out of the queue's first load), and a choice from a list is
 * sent at once, without the filter form's 500 ms debounce; only typing waits for a pause.
 */
export function QueueFilters() {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  // the latest filters, for a typed value sent after a choice was made meanwhile
  const latest = useRef<Filters>(filterValues ?? {});
  latest.current = filterValues ?? {};
  const apply = (source: string, value: unknown) => setFilters(withValue(latest.current, source, value), displayedFilters, false);

  return (
    <Box component="form" role="search" onSubmit={(event) => event.preventDefault()} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-end', my: 1 }}>
      {disputeFilters.map((filter) => {
        const label = translate(`resources.disputes.fields.${filter.source}`);
        if (filter.kind !== 'select') return <TypedFilter key={filter.source} filter={filter} label={label} filters={filterValues ?? {}} apply={apply} />;
        const value = filterValues?.[filter.source];
        return (
          <TextField
            key={filter.source}
            select
            size="small"
            fullWidth={false}
            label={label}
            required={filter.required}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => apply(filter.source, event.target.value)}
            sx={{ minWidth: 180 }}
          >
            {!filter.required && (
              <MenuItem value="" aria-label={translate('ra.action.clear_input_value')}>
                &nbsp;
              </MenuItem>
            )}
            {filter.choices.map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {typeof filter.translate === 'function' ? filter.translate(translate, choice.id) : filter.translate ? translate(choice.name) : choice.name}
              </MenuItem>
            ))}
          </TextField>
        );
      })}
    </Box>
  );
}
