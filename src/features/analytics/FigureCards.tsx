import { Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

export interface Figure {
  /** analytics.field.<key> names it */
  key: string;
  value: string;
}

/** The totals of a panel as cards: a description list, so each figure reads with its name. */
export function FigureCards({ figures }: { figures: Figure[] }) {
  const translate = useTranslate();
  return (
    <Stack component="dl" direction="row" flexWrap="wrap" gap={2} sx={{ m: 0 }}>
      {figures.map(({ key, value }) => (
        <Paper key={key} variant="outlined" sx={{ px: 2, py: 1.5, minWidth: 160 }} data-figure={key}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(`analytics.field.${key}`)}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
