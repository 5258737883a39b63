import { fetchRelatedRecords, type DataProvider, type RaRecord, type SortPayload } from 'ra-core';
import { EXPORT_PAGE_SIZE, EXPORT_ROW_LIMIT } from '../../contract/constants';
import { exportFileName, type CsvColumn } from './csv';
import { csvExporter } from './csvExporter';
import { fetchPages, type ExportProgress } from './fetchPages';

export interface CsvExportRun<T> {
  dataProvider: DataProvider;
  resource: string;
  columns: readonly CsvColumn<T>[];
  screen: string;
  filter: Record<string, unknown>;
  sort?: SortPayload;
  headerOf: (column: CsvColumn<T>) => string;
  onProgress: (progress: ExportProgress) => void;
  signal: AbortSignal;
}

/**
 * One export (./useCsvExport.ts): the server's pages with the list's filter and sort
 * (EXPORT_PAGE_SIZE a request, at most EXPORT_ROW_LIMIT rows), then react-admin's exporter writes
 * and saves the file. A chunk of its own, fetched by the first click on "Download CSV", so that a
 * list's first load carries only its button. Resolves with whether the rows were cut at the limit.
 */
export async function runCsvExport<T extends object>(run: CsvExportRun<T>): Promise<{ truncated: boolean }> {
  const { dataProvider, resource, columns, screen, filter, sort, headerOf, onProgress, signal } = run;
  const { records, truncated } = await fetchPages<RaRecord>((r, p) => dataProvider.getList(r, p), resource, { filter, sort }, {
    pageSize: EXPORT_PAGE_SIZE,
    limit: EXPORT_ROW_LIMIT,
    onProgress,
    signal,
  });
  await csvExporter(columns, headerOf, exportFileName(screen, filter))(records, fetchRelatedRecords(dataProvider), dataProvider, resource);
  return { truncated };
}
