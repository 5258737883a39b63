// React with ra-core's CoreAdmin (react-router, react-query) and a ListBase over a dataProvider.
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { CoreAdmin, ListBase, Resource, useListContext } from 'ra-core';
import { dataProvider } from './dataProvider';
import { PlainTable } from './BodyRows';
import type { QueueRow } from './rows';

function Rows() {
  const { data } = useListContext<QueueRow & { id: string }>();
  return <PlainTable rows={data ?? []} />;
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
