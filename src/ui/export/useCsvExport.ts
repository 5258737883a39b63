import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, useNotify, useTranslateLabel, type SortPayload } from 'ra-core';
import { EXPORT_ROW_LIMIT } from '../../contract/constants';
import { formatCount } from '../../domain/format';
import { useNotifyFailure } from '../useNotifyFailure';
import type { CsvColumn } from './csv';
import type { ExportProgress } from './fetchPages';

export interface CsvExportOptions<T> {
  resource: string;
  /** the list's columns that hold data (no action buttons), in the list's order */
  columns: readonly CsvColumn<T>[];
  /** the file's first word: the screen or list, e.g. "dispute-queue" */
  screen: string;
}

/**
 * Builds a list's CSV in the browser: fetches the server's pages with the list's filter and sort
 * (EXPORT_PAGE_SIZE a request, at most EXPORT_ROW_LIMIT rows), reporting progress, then hands the
 * rows to react-admin's exporter. Leaving the screen stops the fetching. The work is ./runCsvExport.ts, a chunk fetched
 * by the first export.
 */
export function useCsvExport<T extends object>({ resource, columns, screen }: CsvExportOptions<T>) {
  const dataProvider = useDataProvider();
  const translateLabel = useTranslateLabel();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (filter: Record<string, unknown>, sort?: SortPayload) => {
      if (running.current) return;
      const controller = new AbortController();
      running.current = controller;
      setProgress({ done: 0 });
      try {
        const { runCsvExport } = await import('./runCsvExport');
        const { truncated } = await runCsvExport<T>({
          dataProvider,
          resource,
          columns,
          screen,
          filter,
          sort,
          headerOf: (column) => String(translateLabel({ source: column.source, label: column.label, resource })),
          onProgress: (next) => {
            if (!controller.signal.aborted) setProgress(next);
          },
          signal: controller.signal,
        });
        if (truncated) notify('export.truncated', { type: 'warning', messageArgs: { 0: formatCount(EXPORT_ROW_LIMIT) } });
      } catch (error) {
        if (!controller.signal.aborted) notifyFailure(error);
      } finally {
        running.current = null;
        if (!controller.signal.aborted) setProgress(null);
      }
    },
    [dataProvider, resource, columns, screen, translateLabel, notify, notifyFailure],
  );

  return { start, progress };
}
