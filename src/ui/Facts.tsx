import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

/** label (a catalogue key), value (shown text or nodes), and optionally a name for the value's `data-field` */
export type Fact = readonly [label: string, value: ReactNode, field?: string];

/**
 * Label → value pairs as a <dl>, the one look of every record's facts: labels quiet in a column of
 * their own on wide screens, values beside them (react-admin's <Labeled> fields stack label above
 * value, which doubles the height of a card of a dozen facts).
 */
export function Facts({ items }: { items: ReadonlyArray<Fact> }) {
  const translate = useTranslate();
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(9rem, max-content) 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {items.map(([label, value, field]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(label)}
          </Typography>
          <Typography component="dd" variant="body2" data-field={field} sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
