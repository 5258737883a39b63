// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { CoreAdminContext, memoryStore, type DataProvider } from 'ra-core';
import { buildI18nProvider } from '../../../i18n/provider';
import { catalogues } from '../../ui/catalogues';
import { CaseShortcuts } from './CaseShortcuts';

/** The queue in its default order: three cases, the answer held back until the test lets it go. */
const QUEUE = ['1-2', '3-4', '5-6'];

function heldDataProvider() {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const getList = vi.fn(async () => {
    await arrived;
    return { data: QUEUE.map((id) => ({ id })), total: QUEUE.length };
  });
  return { dataProvider: { getList } as unknown as DataProvider, release };
}

function Case() {
  const { id } = useParams();
  return (
    <>
      <p>on {id}</p>
      <CaseShortcuts contractId={id!} />
    </>
  );
}

const press = (key: string) => act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })));

function renderCase(dataProvider: DataProvider, at: string) {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <CoreAdminContext dataProvider={dataProvider} i18nProvider={buildI18nProvider(catalogues, 'en')} store={memoryStore()}>
        <Routes>
          <Route path="/contract/:id" element={<Case />} />
        </Routes>
      </CoreAdminContext>
    </MemoryRouter>,
  );
}

describe('CaseShortcuts', () => {
  it('carries out a k pressed before the neighbours arrived, once they do', async () => {
    const { dataProvider, release } = heldDataProvider();
    renderCase(dataProvider, '/contract/3-4');
    expect(screen.getByText('on 3-4')).toBeInTheDocument();
    press('k');
    expect(screen.getByText('on 3-4')).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.getByText('on 1-2')).toBeInTheDocument());
  });

  it('goes at once when the neighbours are known, and j leads to the next case', async () => {
    const { dataProvider, release } = heldDataProvider();
    release();
    renderCase(dataProvider, '/contract/3-4');
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalled());
    await act(async () => undefined);
    press('j');
    await waitFor(() => expect(screen.getByText('on 5-6')).toBeInTheDocument());
  });
});
