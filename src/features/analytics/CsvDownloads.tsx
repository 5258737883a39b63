import { useMutation } from '@tanstack/react-query';
import { Stack } from '@mui/material';
import { useDataProvider, useTranslate } from 'ra-core';
import type { AnalyticsQuery } from '../../api/types';
import type { AnalyticsCsv } from '../../data/analytics';
import type { ConsoleDataProvider } from '../../data/dataProvider';
import { Button } from '../../ui/Button';
import { saveBlob } from '../../ui/saveBlob';
import { useNotifyFailure } from '../../ui/useNotifyFailure';
import { periodOf } from './useAnalytics';

const KINDS: AnalyticsCsv[] = ['daily', 'monthly'];

/** dailyData and monthlyData of the period, read as a blob and saved as analytics.csv (spec §7). */
export function CsvDownloads({ query }: { query: AnalyticsQuery | undefined }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notifyFailure = useNotifyFailure();
  const download = useMutation({
    mutationFn: (kind: AnalyticsCsv) => dataProvider.getAnalyticsCsv(kind, periodOf(query ?? {})),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
    onError: notifyFailure,
  });
  return (
    <Stack direction="row" gap={1} flexWrap="wrap">
      {KINDS.map((kind) => (
        <Button
          key={kind}
          variant="secondary"
          disabled={!query}
          loading={download.isPending && download.variables === kind}
          onClick={() => download.mutate(kind)}
        >
          {translate(`analytics.csv.${kind}`)}
        </Button>
      ))}
    </Stack>
  );
}
