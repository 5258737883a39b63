import type { Exporter } from 'ra-core';
import { saveBlob } from '../saveBlob';
import { csvHeaders, csvRows, csvText, type CsvColumn } from './csv';

/**
 * A react-admin exporter writing the given columns (csv.ts decides how each value and field is
 * written) and saving them as `fileName` + ".csv". It writes the file itself and returns at once:
 * react-admin's defaultExporter hands jsonexport a callback, and the promise it returns then never
 * settles, which left the export busy for good.
 */
export function csvExporter<T extends object>(columns: readonly CsvColumn<T>[], headerOf: (column: CsvColumn<T>) => string, fileName: string): Exporter {
  return (records) => {
    const text = csvText(csvHeaders(columns, headerOf), csvRows(records as unknown as T[], columns, headerOf));
    saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
  };
}
