import type { ReactNode } from 'react';
import { ShowBase } from 'ra-core';
import { shouldRetry } from '../data/queryClient';

export interface RecordShowProps {
  /** `contracts`, `users` or `offers` (their getOne is in src/data) */
  resource: string;
  id: string;
  /** in place of the content while the record loads; none: the content draws its own placeholders */
  loading?: ReactNode;
  /** in place of the content when the record cannot be read (it reads the error from useShowContext) */
  error?: ReactNode;
  /** besides the `error` element, e.g. a banner for a failure that is not a mere unknown id */
  onError?: (error: unknown) => void;
  children: ReactNode;
}

const quiet = () => undefined;

/**
 * react-admin's <ShowBase> (useGetOne through the dataProvider, the record in a RecordContext for
 * useRecordContext) with the console's way of failing: the query client's retries (ShowBase asks
 * once), and no "item doesn't exist" banner or redirect to a list — the page says it in place.
 */
export function RecordShow({ resource, id, loading, error, onError = quiet, children }: RecordShowProps) {
  return (
    <ShowBase resource={resource} id={id} queryOptions={{ retry: shouldRetry, onError }} redirectOnError={false} loading={loading} error={error}>
      {children}
    </ShowBase>
  );
}
