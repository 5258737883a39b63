import type { ReactNode } from 'react';

/**
 * How a cell's text breaks, styled once on the table (ListTable's styles), never on each cell:
 * `nowrap` on one line (dates, amounts, ids), `break` anywhere (addresses, hashes, transaction ids),
 * `anywhere` between words where it can, else anywhere (names, links), `text` as written, its line
 * breaks kept (texts users wrote).
 */
export type CellWrap = 'nowrap' | 'break' | 'anywhere' | 'text';

/** One column of a ListTable. */
export interface Column<T> {
  /**
   * The field: the header's label (resources.<resource>.fields.<source>), the cell's text unless
   * `render` is given, the sort field, and the cells' class `column-<source>`.
   */
  source: string;
  /** a catalogue key for the header instead of the field's label */
  label?: string;
  /** the cell's content; without it, the value at `source` as text */
  render?: (record: T) => ReactNode;
  /** sortable by its header, in this order when first chosen (then the other way on each click) */
  sort?: 'ASC' | 'DESC';
  align?: 'right';
  wrap?: CellWrap;
}

/** The cell's content: `render`'s, or the value at `source` as text (nothing for null or undefined). */
export function cellContent<T>(column: Column<T>, record: T): ReactNode {
  if (column.render) return column.render(record);
  const value = (record as Record<string, unknown>)[column.source];
  return value === null || value === undefined ? null : String(value);
}

/** The cell's classes: its column's, and how its text breaks. */
export const cellClass = <T>(column: Column<T>): string => (column.wrap ? `column-${column.source} ${column.wrap}` : `column-${column.source}`);
