/** Prints rows as an aligned plain-text table (numbers right-aligned), without console.table's index column. */
export function printTable(rows: Record<string, string | number>[]): void {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const cells = rows.map((row) => columns.map((c) => String(row[c])));
  const widths = columns.map((c, i) => Math.max(c.length, ...cells.map((r) => r[i].length)));
  const numeric = columns.map((_, i) => cells.every((r) => /^[\d.\s-]+$/.test(r[i])));
  const line = (values: string[]) =>
    '  ' + values.map((v, i) => (numeric[i] ? v.padStart(widths[i]) : v.padEnd(widths[i]))).join('  ');
  console.log(line(columns));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const r of cells) console.log(line(r));
}
