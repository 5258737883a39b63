import type { ReactNode } from 'react';
import { ListBase, useTranslate } from 'ra-core';
import { Pagination } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../contract/constants';
import { ListSection, ListTotal } from '../../ui/list/ListSection';
import { useNotifyFailure } from '../../ui/useNotifyFailure';

/** A tab's results: react-admin's ListBase over the search resource, paged on the server (25 a page). */
export function SearchResults({ resource, filter, empty, children }: { resource: string; filter: object; empty: string; children: ReactNode }) {
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
      <ListSection
        title={
          <>
            {translate(`resources.${resource}.name`)}
            <ListTotal format={(total) => translate('search.results', { smart_count: total, 0: total })} />
          </>
        }
        empty={empty}
        skeletonRows={5}
        footer={<Pagination rowsPerPageOptions={[]} />}
      >
        {children}
      </ListSection>
    </ListBase>
  );
}
