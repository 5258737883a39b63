// React alone: the rows drawn by a component once the first page has come.
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { PlainTable } from './BodyRows';
import { firstPage, type QueueRow } from './rows';

function Queue() {
  const [rows, setRows] = useState<QueueRow[]>([]);
  useEffect(() => void firstPage().then(setRows), []);
  return (
    <>
      <h1>Disputes</h1>
      <PlainTable rows={rows} />
    </>
  );
}

createRoot(document.getElementById('root')!).render(<Queue />);
