// React with ra-core's CoreAdmin (react-router, react-query) and a ListBase over a dataProvider.
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { CoreAdmin, ListBase, Resource, useListContext } from 'ra-core';
import { dataProvider } from './dataProvider';
import { HEADINGS, cellTexts, contractText, type QueueRow } from './rows';

function Rows() {
  const { data } = useListContext<QueueRow & { id: string }>();
  return (
    <table>
      <thead>
        <tr>{HEADINGS.map((heading) => <th key={heading}>{heading}</th>)}</tr>
      </thead>
      <tbody>
        {data?.map((row) => (
          <tr key={row.id}>
            <td><a href={`/contract/${row.contractId}`}>{contractText(row.contractId)}</a></td>
            {cellTexts(row).map(([text, right], i) => <td key={i} className={right ? 'r' : undefined}>{text}</td>)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const Queue = () => (
  <ListBase resource="disputes" perPage={25} disableSyncWithLocation>
    <h1>Disputes</h1>
    <Rows />
  </ListBase>
);

createRoot(document.getElementById('root')!).render(
  <BrowserRouter basename="/stack-floor/ra-core.html">
    <CoreAdmin disableTelemetry dataProvider={dataProvider} dashboard={Queue}>
      <Resource name="disputes" list={Queue} />
    </CoreAdmin>
  </BrowserRouter>,
);
