import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'ra-core';
import type { OperationsQuery } from '../../contract/operations';
import type { ConsoleDataProvider } from '../../data/dataProvider';
import { Button } from '../../ui/Button';
import { csvHeaders, csvRows, csvText, exportFileName } from '../../ui/export/csv';
import { Page } from '../../ui/Page';
import { saveBlob } from '../../ui/saveBlob';
import { SectionCard } from '../../ui/SectionCard';
import { PartGate } from '../parts/PartGate';
import { OPERATIONS_CSV_COLUMNS, rowsOf, type FigureRow } from './figures';
import { OperationsTable } from './OperationsTable';
import { OutcomeMix } from './OutcomeMix';
import { periodFromSearch } from './period';
import { PeriodFields } from './PeriodFields';

function Report({ period }: { period: OperationsQuery }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const report = useQuery({
    queryKey: ['operations', period],
    queryFn: ({ signal }) => dataProvider.getOperations(period, signal),
  });
  const rows = useMemo(() => (report.data ? rowsOf(report.data, translate('operations.totals')) : []), [report.data, translate]);
  const download = (figures: FigureRow[]) => {
    const header = (c: { label?: string; source: string }) => translate(c.label ?? c.source);
    const text = csvText(csvHeaders(OPERATIONS_CSV_COLUMNS, header), csvRows(figures, OPERATIONS_CSV_COLUMNS, header));
    saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), `${exportFileName('operations', { ...period })}.csv`);
  };
  return (
    <>
      <SectionCard title={translate('operations.range', { 0: period.start, 1: period.end })} pending={report.isPending} failed={report.isError}>
        <Stack gap={1} alignItems="flex-start">
          <Button variant="secondary" disabled={!rows.length} onClick={() => download(rows)}>
            {translate('operations.download')}
          </Button>
          <OperationsTable rows={rows} />
        </Stack>
      </SectionCard>
      {report.data && (
        <Paper sx={{ p: 2 }}>
          <OutcomeMix rows={rows} />
        </Paper>
      )}
    </>
  );
}

/**
 * The operations view (admins): for a period in the URL (?start&end, UTC days; the last 30 days
 * by default), per mediator, the cases, reply and resolution times, the outcome mix and alerts,
 * with totals and a CSV (docs/decisions/operations.md). Hidden with one line on a server without
 * its route.
 */
export default function OperationsPage() {
  const translate = useTranslate();
  const [search, setSearch] = useSearchParams();
  const period = periodFromSearch(search, Date.now());
  return (
    <Page access="operations" title={translate('operations.title')}>
      <PartGate part="operations">
        <Typography color="text.secondary">{translate('operations.intro')}</Typography>
        <PeriodFields period={period} onChange={(next) => setSearch({ start: next.start, end: next.end }, { replace: true })} />
        <Report period={period} />
      </PartGate>
    </Page>
  );
}
