// React alone: the rows drawn by a component once the first page has come.
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { HEADINGS, cellTexts, contractText, firstPage, type QueueRow } from './rows';

function Queue() {
  const [rows, setRows] = useState<QueueRow[]>([]);
  useEffect(() => void firstPage().then(setRows), []);
  return (
    <>
      <h1>Disputes</h1>
      <table>
        <thead>
          <tr>{HEADINGS.map((heading) => <th key={heading}>{heading}</th>)}</tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.contractId}>
              <td><a href={`/contract/${row.contractId}`}>{contractText(row.contractId)}</a></td>
              {cellTexts(row).map(([text, right], i) => <td key={i} className={right ? 'r' : undefined}>{text}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

createRoot(document.getElementById('root')!).render(<Queue />);
