import { useState } from 'react';
import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { OperationsQuery } from '../../contract/operations';
import { periodProblems } from './period';

/**
 * The period's two days (native date fields, UTC days). A change goes to the URL only when the
 * period is one the server answers; otherwise the field says which rule it breaks, and keeps what
 * was typed.
 */
export function PeriodFields({ period, onChange }: { period: OperationsQuery; onChange: (period: OperationsQuery) => void }) {
  const translate = useTranslate();
  const [draft, setDraft] = useState(period);
  const problems = periodProblems(draft);
  const change = (field: 'start' | 'end', value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (!Object.keys(periodProblems(next)).length) onChange(next);
  };
  return (
    <Stack direction="row" gap={2} flexWrap="wrap">
      {(['start', 'end'] as const).map((field) => (
        <TextField
          key={field}
          type="date"
          variant="outlined"
          fullWidth={false}
          sx={{ minWidth: 220 }}
          name={field}
          label={translate(`operations.${field}`)}
          value={draft[field]}
          onChange={(e) => change(field, e.target.value)}
          error={Boolean(problems[field])}
          helperText={problems[field] ? translate(problems[field]) : ' '}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
    </Stack>
  );
}
