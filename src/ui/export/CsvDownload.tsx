import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useListContext, useTranslate, type SortPayload } from 'ra-core';
import { formatCount } from '../../domain/format';
import { Button } from '../Button';
import type { CsvColumn } from './csv';
import { useCsvExport } from './useCsvExport';

export interface CsvDownloadProps<T> {
  resource: string;
  /** the list's data columns, in its order (not its action buttons) */
  columns: readonly CsvColumn<T>[];
  /** the file's first word, e.g. "dispute-queue" */
  screen: string;
  filter?: Record<string, unknown>;
  sort?: SortPayload;
  /** nothing to export (no rows, or still loading) */
  disabled?: boolean;
}

/**
 * "Download CSV" for a list that is not a react-admin list context (the events table): the list's
 * rows with its filter and sort, as a CSV file, with the progress of a long export beside it.
 */
export function CsvDownload<T extends object>({ resource, columns, screen, filter = {}, sort, disabled }: CsvDownloadProps<T>) {
  const translate = useTranslate();
  const statusId = useId();
  const { start, progress } = useCsvExport<T>({ resource, columns, screen });
  const percent = progress?.of ? Math.round((100 * progress.done) / progress.of) : undefined;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Button
        variant="secondary"
        size="small"
        startIcon={<DownloadIcon />}
        loading={Boolean(progress)}
        disabled={disabled}
        aria-describedby={progress ? statusId : undefined}
        onClick={() => void start(filter, sort)}
      >
        {translate('export.button')}
      </Button>
      {/* the text is the status; the bar only shows it */}
      <Box role="status" id={statusId} sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        {progress && (
          <>
            {/* the browser's own bar (indeterminate without a value): every list has this button */}
            <Box component="progress" max={100} value={percent} aria-hidden sx={{ width: 120, height: 4, accentColor: (theme) => theme.palette.primary.main }} />
            <Typography variant="body2">
              {progress.of === undefined
                ? translate('export.starting')
                : translate('export.progress', { 0: formatCount(progress.done), 1: formatCount(progress.of) })}
            </Typography>
          </>
        )}
      </Box>
    </Box>
  );
}

/** "Download CSV" inside a react-admin list (ListBase, InfiniteListBase): its resource, filters and sort. */
export function ListCsvDownload<T extends object>({ columns, screen }: Pick<CsvDownloadProps<T>, 'columns' | 'screen'>) {
  const { resource, filter, filterValues, sort, total, isPending } = useListContext();
  return (
    <CsvDownload<T>
      resource={resource}
      columns={columns}
      screen={screen}
      filter={{ ...filterValues, ...filter }}
      sort={sort}
      disabled={isPending || total === 0}
    />
  );
}
