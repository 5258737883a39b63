import type { FormEventHandler, ReactNode } from 'react';
import { Box } from '@mui/material';
import { FilterLiveForm } from 'ra-core';

/** One wrapping row of filters, each a little apart, aligned on their bottom line. */
const BAR_SX = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  columnGap: 2,
  minHeight: { sm: 64 },
  pb: 0.5,
  '& .MuiFormControl-root': { mt: 1 },
  '& .filter-select': { minWidth: 160 },
} as const;

function FilterBar({ onSubmit, children }: { onSubmit?: FormEventHandler<HTMLFormElement>; children?: ReactNode }) {
  return (
    <Box component="form" onSubmit={onSubmit} sx={BAR_SX}>
      {children}
    </Box>
  );
}

/**
 * A list's filter bar: the inputs of ./filterInputs.tsx (a module-level array, as react-admin's
 * filters are) in ra-core's FilterLiveForm, which applies a change to the list's filter after a
 * short pause (and so to the URL when the list keeps its state there), and follows the filter
 * when it changes from elsewhere.
 */
export function ListFilters({ filters }: { filters: ReactNode[] }) {
  return <FilterLiveForm formComponent={FilterBar}>{filters}</FilterLiveForm>;
}
