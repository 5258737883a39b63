import { memo } from 'react';
import type { SxProps, Theme } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { DisputeQueueRow } from '../../contract';
import { contractDisplayId, disputeAgeLevel } from '../../domain/disputes';
import { formatAge } from '../../domain/format';
import { IdLink } from '../../ui/IdLinks';
import { disputeStateText } from './disputeCsv';

type AgeLevel = ReturnType<typeof disputeAgeLevel>;

/**
 * The look of the queue's cells, set once on the table's wrapper rather than per cell: a page
 * draws 25 age badges and unread counts, each a plain span (no Chip, no sx of its own).
 */
export const queueCellsSx: SxProps<Theme> = {
  '& .age': { whiteSpace: 'nowrap' },
  '& .age[data-level]': { display: 'inline-flex', alignItems: 'center', height: 24, px: 1, borderRadius: 3, fontSize: '0.8125rem' },
  '& .age[data-level="WARN"]': { bgcolor: 'warning.main', color: 'warning.contrastText' },
  // white on the dark red: error.main with its contrast text is too faint in the dark theme (WCAG AA)
  '& .age[data-level="ERROR"]': { bgcolor: 'error.dark', color: 'common.white' },
  // read by screen readers, not shown: the words behind a colour (sizes in px: sx reads a width of 1 as
  // 100 %, which stretched the hidden text to the table's width and the page with it)
  '& .visually-hidden': { position: 'absolute', width: '1px', height: '1px', margin: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  '& .unread[data-some]': { fontWeight: 700 },
  // the state, and beside it a resolution awaiting a second approval
  '& .state': { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 },
};

/** The queue's contract cell: the family's link to the case (ui/IdLinks.tsx), titled "open contract …" (its cell never wraps: the column's `wrap`). */
export function QueueContractLink({ id }: { id: string }) {
  const translate = useTranslate();
  return <IdLink reference="contracts" id={id} title={translate('disputes.queue.openContract', { 0: contractDisplayId(id) })} />;
}

/** The age and its level ('fresh', 'warn' after 24 h, 'error' after 72 h) of a dispute raised at `disputeDate`. */
export function ageOf(disputeDate: Date, now: number, age: (ms: number) => string = formatAge): { age: string; level: AgeLevel } {
  const waited = now - new Date(disputeDate).getTime();
  return { age: age(waited), level: disputeAgeLevel(waited) };
}

/**
 * The dispute's age: WARN (amber) after 24 h, ERROR (red) after 72 h. The colour has a text
 * alternative: "— waiting over 24 hours" is read out (and shown as the tooltip). Its props are
 * the texts shown, so a refresh re-renders no badge whose text is unchanged.
 */
export const AgeBadge = memo(function AgeBadge({ age, level }: { age: string; level: AgeLevel }) {
  const translate = useTranslate();
  if (level === 'fresh') return <span className="age">{age}</span>;
  const full = translate(`disputes.queue.age.${level}`, { 0: age });
  return (
    <span className="age" data-level={level === 'warn' ? 'WARN' : 'ERROR'} title={full}>
      {age}
      <span className="visually-hidden">{full.slice(age.length)}</span>
    </span>
  );
});

/** Open, or "Resolved: Buyer won". */
export function DisputeStateCell({ row }: { row: DisputeQueueRow }) {
  const translate = useTranslate();
  return <>{disputeStateText(translate, row)}</>;
}

/** The unread count, bold when there is something to read. */
export const UnreadCell = memo(function UnreadCell({ count }: { count: number }) {
  return (
    <span className="unread" data-some={count > 0 ? '' : undefined}>
      {count}
    </span>
  );
});
