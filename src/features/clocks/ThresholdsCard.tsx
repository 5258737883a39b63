import { useEffect, useState, type FormEvent } from 'react';
import { Box, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'ra-core';
import { THRESHOLD_LIMITS } from '../../contract/caseClocks';
import type { ConsoleDataProvider } from '../../data/dataProvider';
import { apiErrorOf } from '../../data/unwrap';
import { Button } from '../../ui/Button';
import { SectionCard } from '../../ui/SectionCard';
import { useNotifyFailure } from '../../ui/useNotifyFailure';
import { readThresholds, THRESHOLD_FIELDS, type ThresholdField } from './thresholdsForm';

type Values = Record<ThresholdField, string>;
const QUERY_KEY = ['caseClocks', 'thresholds'];

/**
 * Admin's thresholds of the case clocks (GET/PUT /v1/pwt/caseClocks/thresholds, audited on the
 * server). A value out of bounds is named at its field, in the form and from the server's answer;
 * what was typed stays.
 */
export function ThresholdsCard() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const stored = useQuery({ queryKey: QUERY_KEY, queryFn: ({ signal }) => dataProvider.getClockThresholds(signal) });
  const [values, setValues] = useState<Values | null>(null);
  const [invalid, setInvalid] = useState<ThresholdField[]>([]);
  useEffect(() => {
    if (stored.data && !values) setValues(Object.fromEntries(THRESHOLD_FIELDS.map((f) => [f, String(stored.data[f])])) as Values);
  }, [stored.data, values]);

  const save = useMutation({
    mutationFn: dataProvider.setClockThresholds,
    onSuccess: (saved) => {
      queryClient.setQueryData(QUERY_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: ['disputes'] });
      notify('clocks.thresholds.saved', { type: 'success' });
    },
    onError: (error) => {
      const fields = Object.keys((apiErrorOf(error).details ?? {}) as Record<string, string>).filter((f): f is ThresholdField => THRESHOLD_FIELDS.includes(f as ThresholdField));
      if (fields.length) setInvalid(fields);
      else notifyFailure(error);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values) return;
    const read = readThresholds(values);
    setInvalid(read.invalid);
    if (read.thresholds) save.mutate(read.thresholds);
  };

  return (
    <SectionCard title={translate('clocks.thresholds.title')} pending={stored.isPending} failed={stored.isError}>
      {values && (
        <Box component="form" noValidate onSubmit={submit} data-testid="clock-thresholds">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('clocks.thresholds.help')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
            {THRESHOLD_FIELDS.map((field) => {
              const [min, max] = THRESHOLD_LIMITS[field];
              const bad = invalid.includes(field);
              return (
                <TextField
                  key={field}
                  name={field}
                  type="number"
                  size="small"
                  label={translate(`clocks.thresholds.${field}`)}
                  value={values[field]}
                  onChange={(event) => setValues({ ...values, [field]: event.target.value })}
                  error={bad}
                  helperText={bad ? translate('clocks.thresholds.range', { 0: min, 1: max }) : ' '}
                  slotProps={{ htmlInput: { min, max, step: 1 } }}
                  sx={{ width: 300 }}
                />
              );
            })}
          </Box>
          <Button type="submit" loading={save.isPending} sx={{ mt: 1 }}>
            {translate('clocks.thresholds.save')}
          </Button>
        </Box>
      )}
    </SectionCard>
  );
}
