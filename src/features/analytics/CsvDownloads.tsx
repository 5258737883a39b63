import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Stack, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'ra-core';
import type { AnalyticsQuery } from '../../contract';
import type { AnalyticsCsv } from './data';
import type { ConsoleDataProvider } from '../../data/dataProvider';
import { monthsOf } from '../../domain/analyticsPeriods';
import { Button } from '../../ui/Button';
import { saveBlob } from '../../ui/saveBlob';
import { useNotifyFailure } from '../../ui/useNotifyFailure';
import { periodOf } from './useAnalytics';

const KINDS: AnalyticsCsv[] = ['daily', 'monthly'];

/**
 * dailyData and monthlyData of the period, read as a blob and saved as analytics.csv (spec §7).
 * The months the period covers only in part are named beside the buttons, as the file marks them
 * (its from, to and partial columns), so "2026-10" is not read as the whole of October. Both
 * files are named analytics.csv (the spec's name): once one is saved, a line says which it was and
 * of what period, so two downloads can be told apart.
 */
export function CsvDownloads({ query }: { query: AnalyticsQuery | undefined }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notifyFailure = useNotifyFailure();
  const [saved, setSaved] = useState<string>();
  const download = useMutation({
    mutationFn: (kind: AnalyticsCsv) => dataProvider.getAnalyticsCsv(kind, periodOf(query ?? {})),
    onSuccess: ({ blob, fileName }, kind) => {
      saveBlob(blob, fileName);
      const period = query?.start && query.end ? translate('analytics.csv.period', { 0: query.start, 1: query.end }) : '';
      setSaved(translate(`analytics.csv.saved.${kind}`, { 0: fileName, 1: period }).trim());
    },
    onError: notifyFailure,
  });
  const partial = query?.start && query.end ? monthsOf({ start: query.start, end: query.end }).filter((m) => m.partial) : [];
  return (
    <Stack direction="row" gap={1} flexWrap="wrap" alignItems="center">
      {KINDS.map((kind) => (
        <Button
          key={kind}
          variant="secondary"
          disabled={!query}
          loading={download.isPending && download.variables === kind}
          onClick={() => {
            setSaved(undefined);
            download.mutate(kind);
          }}
        >
          {translate(`analytics.csv.${kind}`)}
        </Button>
      ))}
      <Typography variant="body2" role="status" data-testid="csv-saved">
        {saved}
      </Typography>
      {partial.length > 0 && (
        <Typography variant="body2" color="text.secondary" data-testid="partial-months">
          {translate('analytics.partialMonths', {
            0: partial.map((m) => translate('analytics.partialMonth', { 0: m.month, 1: m.from, 2: m.to })).join(', '),
          })}
        </Typography>
      )}
    </Stack>
  );
}
