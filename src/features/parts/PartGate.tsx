import type { ReactNode } from 'react';
import { Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { OptionalPart } from '../../contract/parts';
import { usePart } from './usePart';

/** The one line a missing part leaves where it would be. */
export function PartUnavailable({ part }: { part: OptionalPart }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" data-testid="part-unavailable" data-part={part}>
      {translate('parts.unavailable', { 0: translate(`parts.name.${part}`) })}
    </Typography>
  );
}

/**
 * Shows `children` when the server has `part`; one line "not available on this server" when it
 * has not (`quiet`: nothing, for a piece that would repeat the line, such as a table column);
 * `pending` (default: nothing) while the console is still asking.
 */
export function PartGate({ part, children, quiet, pending = null }: { part: OptionalPart; children: ReactNode; quiet?: boolean; pending?: ReactNode }) {
  const state = usePart(part);
  if (state === 'pending') return pending;
  if (state === 'unavailable') return quiet ? null : <PartUnavailable part={part} />;
  return children;
}

/**
 * Only the line, where the server lacks `part` (nothing while asking, nothing when it is there):
 * for a part whose pieces are hidden one by one (a column, a sort, a line per party) and that
 * says so once.
 */
export function PartMissingLine({ part }: { part: OptionalPart }) {
  return usePart(part) === 'unavailable' ? <PartUnavailable part={part} /> : null;
}
