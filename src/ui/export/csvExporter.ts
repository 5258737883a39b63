import { defaultExporter, type Exporter } from 'ra-core';
import { csvRows, type CsvColumn } from './csv';

/**
 * A react-admin exporter writing the given columns (csv.ts decides how each value is written):
 * react-admin's own defaultExporter (jsonexport, then downloadCSV) does the writing and the
 * download, under `fileName` + ".csv" instead of the resource's name.
 */
export function csvExporter<T extends object>(columns: readonly CsvColumn<T>[], headerOf: (column: CsvColumn<T>) => string, fileName: string): Exporter {
  return (records, fetchRelated, dataProvider) =>
    defaultExporter(csvRows(records as unknown as T[], columns, headerOf) as never[], fetchRelated, dataProvider, fileName);
}
