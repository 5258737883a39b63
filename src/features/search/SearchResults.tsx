import { useId, type ReactNode } from 'react';
import { ListBase, useListContext, useTranslate } from 'ra-core';
import { Pagination } from 'react-admin';
import { Typography } from '@mui/material';
import { DEFAULT_PAGE_SIZE } from '../../domain/constants';
import { ListTable } from '../../ui/list/ListTable';
import { useNotifyFailure } from '../../ui/useNotifyFailure';

function Heading({ id, resource }: { id: string; resource: string }) {
  const translate = useTranslate();
  const { total } = useListContext();
  return (
    <Typography id={id} component="h2" variant="h6" gutterBottom>
      {translate(`resources.${resource}.name`)}
      {total !== undefined && ` (${translate('search.results', { smart_count: total, 0: total })})`}
    </Typography>
  );
}

/** A tab's results: react-admin's ListBase over the search resource, paged on the server (25 a page). */
export function SearchResults({ resource, filter, empty, children }: { resource: string; filter: object; empty: string; children: ReactNode }) {
  const headingId = useId();
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
      <section aria-labelledby={headingId}>
        <Heading id={headingId} resource={resource} />
        <ListTable empty={empty} skeletonRows={5} labelledBy={headingId}>
          {children}
        </ListTable>
        <Pagination rowsPerPageOptions={[]} />
      </section>
    </ListBase>
  );
}
