import { describe, expect, it } from 'vitest';
import { csvCell, csvHeaders, csvRows, csvText, exportFileName, safeText, type CsvColumn } from './csv';

describe('csvCell', () => {
  it('writes sats as whole numbers and numbers as numbers', () => {
    expect(csvCell('sats', 150000.6)).toBe(150001);
    expect(csvCell('sats', '2500')).toBe(2500);
    expect(csvCell('number', 4.5)).toBe(4.5);
    expect(csvCell('sats', Number.NaN)).toBe('');
  });

  it('writes dates as ISO UTC, from a Date or a string', () => {
    expect(csvCell('date', new Date(Date.UTC(2026, 10, 25, 7, 5, 1)))).toBe('2026-11-25T07:05:01.000Z');
    expect(csvCell('date', '2026-01-02T03:04:05+02:00')).toBe('2026-01-02T01:04:05.000Z');
    expect(csvCell('date', 'not a date')).toBe('');
    expect(csvCell('date', undefined)).toBe('');
  });

  it('joins lists, spells booleans and leaves nothing as empty', () => {
    expect(csvCell('list', ['EUR', 'CHF'])).toBe('EUR CHF');
    expect(csvCell('boolean', true)).toBe('true');
    expect(csvCell('boolean', false)).toBe('false');
    expect(csvCell('text', null)).toBe('');
  });

  it('keeps a text a spreadsheet would run as a formula from running', () => {
    expect(csvCell('text', '=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(csvCell('text', '@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(csvCell('text', '-1+2')).toBe(`'-1+2`);
    expect(csvCell('text', 'plain, "quoted"')).toBe('plain, "quoted"');
    expect(csvCell('text', '+1+2')).toBe(`'+1+2`);
    expect(csvCell('text', '\t=1+1')).toBe(`'\t=1+1`);
    // numbers are numbers, not texts: a negative amount stays as it is
    expect(csvCell('sats', -5)).toBe(-5);
  });

  it('neutralises every line of a cell, after a CR, a CRLF or a LF', () => {
    expect(csvCell('text', 'Chargeback fraud\r=1+1\r')).toBe(`Chargeback fraud\n'=1+1\n`);
    expect(csvCell('text', 'a\r\n@SUM(A1)')).toBe(`a\n'@SUM(A1)`);
    expect(csvCell('text', 'a\n-1+1\n+2')).toBe(`a\n'-1+1\n'+2`);
    expect(csvCell('text', '\r=1')).toBe(`\n'=1`);
    expect(safeText('a\rb')).toBe('a\nb');
  });

  it('neutralises lists and headers too', () => {
    expect(csvCell('list', ['=1+1', 'EUR'])).toBe(`'=1+1 EUR`);
    expect(csvCell('list', '@x')).toBe(`'@x`);
    expect(csvHeaders([{ source: 'a' }], () => '=cmd')).toEqual([`'=cmd`]);
  });
});

describe('csvText', () => {
  it('quotes a field that holds a separator, a quote, a line end or a TAB', () => {
    const text = csvText(['A', 'B'], [{ A: 'plain', B: 'a,b' }, { A: 'say "hi"', B: "x\n'=1" }, { A: "'\t=1+1", B: 7 }]);
    expect(text).toBe(['A,B', 'plain,"a,b"', `"say ""hi""","x\n'=1"`, `"'\t=1+1",7`].join('\r\n'));
  });

  it('writes the header row even without rows', () => {
    expect(csvText(['A', 'B'], [])).toBe('A,B');
  });

  it('leaves no bare CR in a field, so a spreadsheet reads no hidden row', () => {
    const [row] = csvRows([{ reason: 'Chargeback fraud\r=1+1\r' }], [{ source: 'reason' }], () => 'Reason');
    const text = csvText(['Reason'], [row]);
    expect(text.replace(/\r\n/g, '')).not.toContain('\r');
    expect(text.split('\r\n')[1]).toBe(`"Chargeback fraud\n'=1+1\n"`);
  });
});

describe('csvRows', () => {
  type Row = { id: string; amount: number; date: Date; tags: string[] };
  const columns: CsvColumn<Row>[] = [
    { source: 'id' },
    { source: 'amount', kind: 'sats' },
    { source: 'date', kind: 'date' },
    { source: 'tags', kind: 'list', value: (r) => r.tags.map((t) => t.toUpperCase()) },
  ];
  const rows: Row[] = [{ id: '12-34', amount: 1000.4, date: new Date(Date.UTC(2026, 0, 1)), tags: ['a', 'b'] }];

  it('keys each row by header, in column order', () => {
    const out = csvRows(rows, columns, (c) => `H ${c.source}`);
    expect(Object.keys(out[0])).toEqual(['H id', 'H amount', 'H date', 'H tags']);
    expect(out[0]).toEqual({ 'H id': '12-34', 'H amount': 1000, 'H date': '2026-01-01T00:00:00.000Z', 'H tags': 'A B' });
  });

  it('keeps two columns with one header apart', () => {
    const out = csvRows(rows, columns.slice(0, 2), () => 'Same');
    expect(Object.keys(out[0])).toEqual(['Same', 'Same (2)']);
  });
});

describe('exportFileName', () => {
  const day = new Date(Date.UTC(2026, 10, 25, 23, 59));

  it('names the screen, its filters sorted by name, and the UTC day', () => {
    expect(exportFileName('dispute-queue', { state: 'open', reason: 'abusive' }, day)).toBe('dispute-queue_reason-abusive_state-open_2026-11-25');
  });

  it('leaves out empty filters and makes values safe for a file name', () => {
    expect(exportFileName('escrows', { q: '', status: undefined, who: 'a/b c', ids: [] }, day)).toBe('escrows_who-a-b-c_2026-11-25');
    expect(exportFileName('payouts', { eventId: ['1', '2'] }, day)).toBe('payouts_eventId-1+2_2026-11-25');
  });

  it('stays short with many long filters', () => {
    const name = exportFileName('compliance', { a: 'x'.repeat(200), b: 'y'.repeat(200) }, day);
    expect(name.length).toBeLessThanOrEqual(120);
    expect(name.endsWith('_2026-11-25')).toBe(true);
  });
});
