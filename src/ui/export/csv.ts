/**
 * What a CSV export writes, as pure rules (the browser part is csvExporter.ts): one column per
 * visible column of the list, headed by the column's label; sats as whole numbers, dates as ISO
 * UTC, lists joined, and a file name made of the screen, its filters and the day.
 */

/** How a column's value is written: `sats` a whole number, `date` ISO 8601 UTC, `list` joined by spaces. */
export type CsvKind = 'text' | 'number' | 'sats' | 'date' | 'boolean' | 'list';

export interface CsvColumn<T> {
  /** the list column's source: its header is resources.<resource>.fields.<source> (or `label`) */
  source: string;
  /** a catalogue key when the list column has its own label */
  label?: string;
  kind?: CsvKind;
  /** the value when it is not `row[source]` */
  value?: (row: T) => unknown;
}

/**
 * A spreadsheet runs a line of a cell that starts with =, +, -, @ or a TAB as a formula, and reads a
 * bare CR as a new row: line ends become \n (so the field is quoted) and every line that would start
 * a formula is written behind an apostrophe.
 */
export function safeText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/(^|\n)(?=[=+\-@\t])/g, "$1'");
}

const asDate = (value: unknown): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value as string | number);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** One cell: a number stays a number (so a spreadsheet sums it), everything else a string. */
export function csvCell(kind: CsvKind, value: unknown): string | number {
  if (value === null || value === undefined) return '';
  switch (kind) {
    case 'sats':
    case 'number': {
      const n = Number(value);
      if (!Number.isFinite(n)) return '';
      return kind === 'sats' ? Math.round(n) : n;
    }
    case 'date':
      return asDate(value)?.toISOString() ?? '';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'list':
      return safeText(Array.isArray(value) ? value.map(String).join(' ') : String(value));
    default:
      return safeText(String(value));
  }
}

/**
 * The rows as objects keyed by header, keys in column order (the exporter writes the keys of the
 * first row as the header row). Two columns with one header keep both: the second gets " (2)".
 */
export function csvRows<T extends object>(rows: readonly T[], columns: readonly CsvColumn<T>[], headerOf: (column: CsvColumn<T>) => string): Record<string, string | number>[] {
  const headers = csvHeaders(columns, headerOf);
  return rows.map((row) => {
    const out: Record<string, string | number> = {};
    columns.forEach((column, i) => {
      const raw = column.value ? column.value(row) : (row as Record<string, unknown>)[column.source];
      out[headers[i]] = csvCell(column.kind ?? 'text', raw);
    });
    return out;
  });
}

/** The header row's cells, each unique: a second column with one header gets " (2)". */
export function csvHeaders<T>(columns: readonly CsvColumn<T>[], headerOf: (column: CsvColumn<T>) => string): string[] {
  const headers: string[] = [];
  for (const column of columns) {
    const header = safeText(headerOf(column));
    let unique = header;
    for (let n = 2; headers.includes(unique); n++) unique = `${header} (${n})`;
    headers.push(unique);
  }
  return headers;
}

/** A field as RFC 4180 writes it: quoted (quotes doubled) when it holds a separator, a quote, a line end or a TAB. */
const csvField = (value: string | number): string => {
  const text = String(value);
  return /[",\n\r\t]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The whole file: the header row, then one line per row, CRLF between records. */
export function csvText(headers: readonly string[], rows: readonly Record<string, string | number>[]): string {
  const lines = [headers.map(csvField).join(',')];
  for (const row of rows) lines.push(headers.map((header) => csvField(row[header] ?? '')).join(','));
  return lines.join('\r\n');
}

const slug = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');

const filterPart = (value: unknown): string => {
  if (Array.isArray(value)) return value.map(filterPart).join('+');
  const date = value instanceof Date ? value : null;
  return slug(date ? date.toISOString().slice(0, 10) : String(value));
};

/** The longest file name we make (before ".csv"): file systems allow 255 bytes, spreadsheets show less. */
const NAME_MAX = 120;

/**
 * "dispute-queue_reason-abusive_state-open_2026-11-25": the screen, each filter that has a value
 * (by name, sorted, so one view always gives one name) and the UTC day. Without ".csv": the
 * exporter adds it.
 */
export function exportFileName(screen: string, filter: Record<string, unknown> = {}, now: Date = new Date()): string {
  const parts = Object.keys(filter)
    .sort()
    .filter((key) => filter[key] !== undefined && filter[key] !== null && filter[key] !== '' && !(Array.isArray(filter[key]) && !(filter[key] as unknown[]).length))
    .map((key) => `${slug(key)}-${filterPart(filter[key])}`);
  const name = [slug(screen), ...parts].join('_').slice(0, NAME_MAX - 11);
  return `${name}_${now.toISOString().slice(0, 10)}`;
}
