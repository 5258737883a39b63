import type { ReactNode } from 'react';
import { ListBase, useListContext, useTranslate } from 'ra-core';
import { Pagination } from 'react-admin';
import { ApiFailure } from '../../data/unwrap';
import { ListTable } from '../../ui/list/ListTable';
import { useNotifyFailure } from '../../ui/useNotifyFailure';
import { SectionCard } from './SectionCard';

const PER_PAGE = 10;

/** The sections of ours may not exist on a server (DESIGN): a 404 hides the section. */
const isMissing = (error: unknown) => error instanceof ApiFailure && error.status === 404;

function Section({ resource, empty, children }: { resource: string; empty: string; children: ReactNode }) {
  const translate = useTranslate();
  const { error, total } = useListContext();
  if (isMissing(error)) return null;
  return (
    <SectionCard title={translate(`resources.${resource}.name`)}>
      {(headingId) => (
        <>
          <ListTable empty={empty} skeletonRows={3} labelledBy={headingId}>
            {children}
          </ListTable>
          {(total ?? 0) > PER_PAGE && <Pagination rowsPerPageOptions={[]} />}
        </>
      )}
    </SectionCard>
  );
}

/**
 * A section of the user that pages on the server (bonus-points history, login history, linked
 * accounts): react-admin's ListBase over the resource filtered by the user, 10 rows a page.
 */
export function PagedSection({ resource, userId, empty, children }: { resource: string; userId: string; empty: string; children: ReactNode }) {
  const notifyFailure = useNotifyFailure();
  return (
    <ListBase
      resource={resource}
      filter={{ userId }}
      perPage={PER_PAGE}
      disableSyncWithLocation
      storeKey={false}
      queryOptions={{ onError: (error: unknown) => (isMissing(error) ? undefined : notifyFailure(error)) }}
    >
      <Section resource={resource} empty={empty}>
        {children}
      </Section>
    </ListBase>
  );
}
