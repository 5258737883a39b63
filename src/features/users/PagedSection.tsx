import { ListBase, useListContext, useTranslate, type RaRecord } from 'ra-core';
import { ApiFailure } from '../../data/unwrap';
import type { Column } from '../../ui/list/column';
import { ListPagination } from '../../ui/list/ListPagination';
import { ListTable } from '../../ui/list/ListTable';
import { useNotifyFailure } from '../../ui/useNotifyFailure';
import { SectionCard } from '../../ui/SectionCard';

const PER_PAGE = 10;
const NO_PAGE_SIZES: number[] = [];

interface PagedSectionProps<T extends RaRecord> {
  resource: string;
  userId: string;
  /** the empty text, a catalogue key */
  empty: string;
  columns: readonly Column<T>[];
}

/** The sections of ours may not exist on a server (DESIGN): a 404 hides the section. */
const isMissing = (error: unknown) => error instanceof ApiFailure && error.status === 404;

function Section<T extends RaRecord>({ resource, empty, columns }: Omit<PagedSectionProps<T>, 'userId'>) {
  const translate = useTranslate();
  const { error, total } = useListContext();
  if (isMissing(error)) return null;
  return (
    <SectionCard title={translate(`resources.${resource}.name`)}>
      {(headingId) => (
        <>
          <ListTable columns={columns} empty={empty} skeletonRows={3} labelledBy={headingId} />
          {(total ?? 0) > PER_PAGE && <ListPagination rowsPerPageOptions={NO_PAGE_SIZES} />}
        </>
      )}
    </SectionCard>
  );
}

/**
 * A section of the user that pages on the server (bonus-points history, login history, linked
 * accounts): ra-core's ListBase over the resource filtered by the user, 10 rows a page.
 */
export function PagedSection<T extends RaRecord>({ resource, userId, empty, columns }: PagedSectionProps<T>) {
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
      <Section resource={resource} empty={empty} columns={columns} />
    </ListBase>
  );
}
