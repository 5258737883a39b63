import type { Row } from '@libsql/client';

/** Reading values of result rows. */

/** A counted column of a row (`n` unless named), 0 when there is no row. */
export const count = (row: Pick<Row, string> | Record<string, unknown> | undefined, column = 'n'): number => Number(row?.[column] ?? 0);
