// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ListContextProvider, ResourceContextProvider, useList } from 'ra-core';
import { renderInAdmin } from '../testing';
import type { Column } from './column';
import { ListTable } from './ListTable';

interface Row {
  id: string;
  amount: number;
  reason: string;
}

const ROWS: Row[] = [
  { id: 'a', amount: 300, reason: 'abusive' },
  { id: 'b', amount: 100, reason: 'other' },
  { id: 'c', amount: 200, reason: 'abusive' },
];

const COLUMNS: Column<Row>[] = [
  { source: 'id', render: (r) => <a href={`/contract/${r.id}`}>{r.id.toUpperCase()}</a> },
  { source: 'amount', sort: 'DESC', align: 'right', wrap: 'nowrap' },
  { source: 'reason' },
];

/** The table over a list of the disputes resource (its labels), sorted in the browser as useList does. */
function Table({ data, isPending = false, error = null }: { data?: Row[]; isPending?: boolean; error?: Error | null }) {
  const list = useList<Row>({ data, isPending, error, sort: { field: 'id', order: 'ASC' } });
  return (
    <ResourceContextProvider value="disputes">
      <ListContextProvider value={{ ...list, resource: 'disputes' }}>
        <h2 id="heading">Disputes</h2>
        <ListTable columns={COLUMNS} empty="disputes.queue.empty" skeletonRows={4} labelledBy="heading" />
      </ListContextProvider>
    </ResourceContextProvider>
  );
}

const table = () => screen.getByRole('table', { name: 'Disputes' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const column = (index: number) => bodyRows().map((row) => within(row).getAllByRole('cell')[index].textContent);

describe('ListTable', () => {
  it("draws the columns' labels and the rows, named by the heading, a cell's text by its render or its value", () => {
    renderInAdmin(<Table data={ROWS} />);
    expect(within(table()).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Contract', 'Amount (sats)', 'Reason']);
    expect(column(0)).toEqual(['A', 'B', 'C']);
    expect(column(1)).toEqual(['300', '100', '200']);
    expect(within(bodyRows()[0]).getByRole('link', { name: 'A' })).toHaveAttribute('href', '/contract/a');
  });

  it("gives each cell its column's class and its wrapping", () => {
    renderInAdmin(<Table data={ROWS} />);
    const amount = within(bodyRows()[0]).getAllByRole('cell')[1];
    expect(amount).toHaveClass('column-amount', 'nowrap');
    expect(within(bodyRows()[0]).getAllByRole('cell')[2]).toHaveClass('column-reason');
  });

  it('sorts by a sortable header, first in its own order, then the other way; aria-sort says which', () => {
    renderInAdmin(<Table data={ROWS} />);
    const [idHeader, amountHeader] = within(table()).getAllByRole('columnheader');
    expect(within(idHeader).queryByRole('button')).toBeNull();
    expect(amountHeader).not.toHaveAttribute('aria-sort');

    fireEvent.click(within(amountHeader).getByRole('button', { name: 'Sort by amount (sats) descending' }));
    expect(column(1)).toEqual(['300', '200', '100']);
    expect(within(table()).getAllByRole('columnheader')[1]).toHaveAttribute('aria-sort', 'descending');

    fireEvent.click(within(within(table()).getAllByRole('columnheader')[1]).getByRole('button', { name: 'Sort by amount (sats) ascending' }));
    expect(column(1)).toEqual(['100', '200', '300']);
    expect(within(table()).getAllByRole('columnheader')[1]).toHaveAttribute('aria-sort', 'ascending');
  });

  it('holds its place with skeleton rows under the same headers while loading', () => {
    renderInAdmin(<Table isPending />);
    expect(within(table()).getAllByRole('columnheader')).toHaveLength(3);
    expect(within(table()).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(table().querySelectorAll('tbody tr')).toHaveLength(4);
  });

  it('says when there are no rows, and when the list failed', () => {
    const { unmount } = renderInAdmin(<Table data={[]} />);
    expect(within(table()).getByRole('cell')).toHaveTextContent('There are no open disputes.');
    unmount();
    renderInAdmin(<Table error={new Error('down')} />);
    expect(within(table()).getByRole('cell')).toHaveTextContent('Something went wrong');
  });
});
