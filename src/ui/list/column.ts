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
  /**
   * How soon the column gives way when the table's box is narrow (ListTable's container queries):
   * 3 first, then 2; without it, the column always shows. A screen names its key columns by giving
   * the others a priority, so a laptop keeps what staff sort by without scrolling sideways.
   */
  priority?: ColumnPriority;
}

/** 3 gives way first, then 2 (see COLUMN_HIDDEN_BELOW). */
export type ColumnPriority = 2 | 3;

/** Below which width of the table's box (px) a column of that priority is hidden. */
export const COLUMN_HIDDEN_BELOW: Record<ColumnPriority, number> = { 3: 1120, 2: 960 };

/** The cell's content: `render`'s, or the value at `source` as text (nothing for null or undefined). */
export function cellContent<T>(column: Column<T>, record: T): ReactNode {
  if (column.render) return column.render(record);
  const value = (record as Record<string, unknown>)[column.source];
  return value === null || value === undefined ? null : String(value);
}

/** The header's classes: its column's, and its priority's. */
export const headerClass = <T>(column: Column<T>): string => (column.priority ? `column-${column.source} priority-${column.priority}` : `column-${column.source}`);

/** The cell's classes: its column's, its priority's, and how its text breaks. */
export const cellClass = <T>(column: Column<T>): string => (column.wrap ? `${headerClass(column)} ${column.wrap}` : headerClass(column));

/**
 * The styles that hide lower-priority columns in a narrow box: container queries on the table's
 * box, so the menu's column open or closed counts as much as the window. Only for tables that
 * give a priority: the box's inline-size containment makes it as wide as its place, not its rows.
 */
export function prioritySx<T>(columns: readonly Column<T>[]): Record<string, unknown> | undefined {
  const priorities = new Set(columns.map((column) => column.priority).filter((priority) => priority !== undefined));
  if (priorities.size === 0) return undefined;
  const sx: Record<string, unknown> = { containerType: 'inline-size' };
  for (const priority of priorities) {
    sx[`@container (max-width: ${COLUMN_HIDDEN_BELOW[priority] - 1}px)`] = { [`& .priority-${priority}`]: { display: 'none' } };
  }
  return sx;
}
