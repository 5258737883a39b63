// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ListContextProvider, useList, useListContext } from 'ra-core';
import { renderInAdmin } from '../testing';
import { ListPagination } from './ListPagination';

const ROWS = Array.from({ length: 23 }, (_, i) => ({ id: i + 1 }));

function Ids() {
  const { data } = useListContext();
  return <p data-testid="ids">{data?.map((row) => row.id).join(',')}</p>;
}

function Paged({ rows = ROWS, isPending = false, sizes }: { rows?: { id: number }[]; isPending?: boolean; sizes?: number[] }) {
  const list = useList({ data: rows, isPending, perPage: 10 });
  return (
    <ListContextProvider value={list}>
      <Ids />
      <ListPagination rowsPerPageOptions={sizes} />
    </ListContextProvider>
  );
}

describe('ListPagination', () => {
  it('says which rows are shown of how many, and pages by numbered buttons and next and previous', () => {
    renderInAdmin(<Paged sizes={[]} />);
    expect(screen.getByText('1-10 of 23')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('Rows per page:')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(screen.getByTestId('ids')).toHaveTextContent(/^11,12,.*,20$/);
    expect(screen.getByText('11-20 of 23')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(screen.getByText('21-23 of 23')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers the page sizes it is given', () => {
    renderInAdmin(<Paged sizes={[10, 25]} />);
    expect(screen.getByText('Rows per page:')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page:' }), { target: { value: '25' } });
    expect(screen.getByText('1-23 of 23')).toBeInTheDocument();
  });

  it('is nothing without rows, and an empty bar while they load', () => {
    const { container, unmount } = renderInAdmin(<Paged rows={[]} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('.MuiToolbar-root')).toBeNull();
    unmount();
    const loading = renderInAdmin(<Paged isPending />);
    expect(loading.container.querySelector('.MuiToolbar-root')).not.toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
