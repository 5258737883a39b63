import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'ra-core';
import type { ConsoleDataProvider } from '../../data/dataProvider';
import { formatDate } from '../../domain/format';
import { SkeletonRows } from '../../ui/list/SkeletonRows';

const COLUMNS = ['name', 'lastRun', 'nextRun', 'state'] as const;
const when = (date?: Date) => (date ? formatDate(date, undefined, { time: true }) : '—');

/** The platform's jobs (GET /v1/pwt/jobs, a short unpaged list): name, last run, next run, state. */
export function JobsCard() {
  const translate = useTranslate();
  const headingId = useId();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const jobs = useQuery({ queryKey: ['jobs', 'getJobs'], queryFn: ({ signal }) => dataProvider.getJobs(signal) });
  const message = (text: string) => (
    <TableRow>
      <TableCell colSpan={COLUMNS.length}>{text}</TableCell>
    </TableRow>
  );
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {translate('admin.jobs.title')}
      </Typography>
      <Paper>
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column}>{translate(`admin.jobs.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {jobs.isPending && <SkeletonRows columns={COLUMNS.length} rows={4} />}
            {jobs.isError && message(translate('error.general'))}
            {jobs.data?.length === 0 && message(translate('admin.jobs.empty'))}
            {jobs.data?.map((job) => (
              <TableRow key={job.name}>
                <TableCell>{job.name}</TableCell>
                <TableCell>{when(job.lastRun)}</TableCell>
                <TableCell>{when(job.nextRun)}</TableCell>
                <TableCell>
                  {translate(`admin.jobs.states.${job.state}`)}
                  {job.lastError ? ` — ${job.lastError}` : ''}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </section>
  );
}
