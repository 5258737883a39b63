import { ListBase, useTranslate, type RaRecord } from 'ra-core';
import { DEFAULT_PAGE_SIZE } from '../../contract/constants';
import type { Column } from '../../ui/list/column';
import { ListPagination } from '../../ui/list/ListPagination';
import { ListSection, ListTotal } from '../../ui/list/ListSection';
import { useNotifyFailure } from '../../ui/useNotifyFailure';
import { ResultWarnings } from '../sanctions/ResultWarnings';

const NO_PAGE_SIZES: number[] = [];

export interface SearchResultsProps<T extends RaRecord> {
  resource: string;
  filter: object;
  /** the empty text, a catalogue key */
  empty: string;
  columns: readonly Column<T>[];
}

/** A tab's results: ra-core's ListBase over the search resource, paged on the server (25 a page). */
export function SearchResults<T extends RaRecord>({ resource, filter, empty, columns }: SearchResultsProps<T>) {
  const translate = useTranslate();
  const notifyFailure = useNotifyFailure();
  return (
    <ListBase
      resource={resource}
      filter={filter}
      perPage={DEFAULT_PAGE_SIZE}
      disableSyncWithLocation
      storeKey={false}
      queryOptions={{ onError: notifyFailure }}
    >
      <ResultWarnings />
      <ListSection
        title={
          <>
            {translate(`resources.${resource}.name`)}
            <ListTotal format={(total) => translate('search.results', { smart_count: total, 0: total })} />
          </>
        }
        columns={columns}
        empty={empty}
        skeletonRows={5}
        footer={<ListPagination rowsPerPageOptions={NO_PAGE_SIZES} />}
      />
    </ListBase>
  );
}
