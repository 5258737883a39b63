// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ListContextProvider, ResourceContextProvider, useList, useListContext } from 'ra-core';
import { renderInAdmin } from '../testing';
import { FilterDateInput, FilterSelectInput, FilterTextInput } from './filterInputs';
import { ListFilters } from './ListFilters';

const ROWS = [
  { id: 1, reason: 'abusive', q: 'alice', from: '2026-01-01' },
  { id: 2, reason: 'other', q: 'bob', from: '2026-01-02' },
  { id: 3, reason: 'abusive', q: 'bob', from: '2026-01-03' },
];
const REASONS = [
  { id: 'abusive', name: 'disputes.reason.abusive' },
  { id: 'other', name: 'disputes.reason.other' },
];
const FILTERS = [
  <FilterSelectInput source="reason" choices={REASONS} emptyText="audit.anyone" key="reason" />,
  <FilterTextInput source="q" key="q" />,
  <FilterDateInput source="disputeDate" key="disputeDate" />,
];

function Shown() {
  const { data, filterValues } = useListContext();
  return (
    <>
      <p data-testid="ids">{data?.map((row) => row.id).join(',')}</p>
      <p data-testid="filter">{JSON.stringify(filterValues)}</p>
    </>
  );
}

function Filtered({ filter = {} }: { filter?: object }) {
  const list = useList({ data: ROWS, filter });
  return (
    <ResourceContextProvider value="disputes">
      <ListContextProvider value={{ ...list, resource: 'disputes' }}>
        <ListFilters filters={FILTERS} />
        <Shown />
      </ListContextProvider>
    </ResourceContextProvider>
  );
}

const ids = () => screen.getByTestId('ids').textContent;

describe('ListFilters', () => {
  it("labels each filter by the resource's field, and applies a choice to the list's filter", async () => {
    renderInAdmin(<Filtered />);
    expect(screen.getByRole('textbox', { name: 'Contract or user ID' })).toBeInTheDocument();
    expect(screen.getByLabelText('Age')).toHaveAttribute('type', 'date');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Reason/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Other' }));
    await waitFor(() => expect(ids()).toBe('2'));
    expect(JSON.parse(screen.getByTestId('filter').textContent ?? '')).toEqual({ reason: 'other' });
  });

  it('applies typed text once typing pauses, and its button clears it', async () => {
    renderInAdmin(<Filtered />);
    const box = screen.getByRole('textbox', { name: 'Contract or user ID' });
    expect(screen.getByTitle('Clear value')).toBeDisabled();
    fireEvent.change(box, { target: { value: 'bob' } });
    await waitFor(() => expect(ids()).toBe('2,3'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear value' }));
    await waitFor(() => expect(ids()).toBe('1,2,3'));
    expect(box).toHaveValue('');
  });

  it('shows the filter the list starts with, and the empty choice clears it', async () => {
    renderInAdmin(<Filtered filter={{ reason: 'abusive' }} />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Reason/ })).toHaveTextContent('Abusive behaviour'));
    expect(ids()).toBe('1,3');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Reason/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Anyone' }));
    await waitFor(() => expect(ids()).toBe('1,2,3'));
  });
});
