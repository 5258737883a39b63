import { Box, Chip, Link } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import type { DisputeQueueRow } from '../../api/types';
import { contractDisplayId, disputeAgeLevel } from '../../domain/disputes';
import { formatAge } from '../../domain/format';

/** The contract as the platform shows it ("PC-E-F"), linking to its case. */
export function ContractLink({ id }: { id: string }) {
  const translate = useTranslate();
  const shown = contractDisplayId(id);
  return (
    <Link component={RouterLink} to={`/contract/${id}`} title={translate('disputes.queue.openContract', { 0: shown })} sx={{ whiteSpace: 'nowrap' }}>
      {shown}
    </Link>
  );
}

/**
 * Read by screen readers, not shown: the words behind a colour. Sizes in px: MUI's sx reads a
 * width of 1 as 100 %, which stretched the hidden text to the table's width and the page with it.
 */
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, border: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

const CHIP_COLOUR = { fresh: 'default', warn: 'warning', error: 'error' } as const;

/**
 * The dispute's age: WARN (amber) after 24 h, ERROR (red) after 72 h. The colour has a text
 * alternative: "— waiting over 24 hours" is read out (and shown as the tooltip).
 */
export function AgeBadge({ disputeDate, now }: { disputeDate: Date; now: number }) {
  const translate = useTranslate();
  const age = formatAge(now - new Date(disputeDate).getTime());
  const level = disputeAgeLevel(now - new Date(disputeDate).getTime());
  if (level === 'fresh') return <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{age}</Box>;
  const full = translate(`disputes.queue.age.${level}`, { 0: age });
  return (
    <Chip
      size="small"
      color={CHIP_COLOUR[level]}
      data-level={level === 'warn' ? 'WARN' : 'ERROR'}
      title={full}
      label={
        <>
          {age}
          <Box component="span" sx={visuallyHidden}>
            {full.slice(age.length)}
          </Box>
        </>
      }
    />
  );
}

/** Open, or "Resolved: Buyer won". */
export function DisputeStateCell({ row }: { row: DisputeQueueRow }) {
  const translate = useTranslate();
  if (row.state === 'open') return <>{translate('disputes.state.open')}</>;
  return <>{row.outcome ? translate('disputes.resolvedWith', { 0: translate(`disputes.result.${row.outcome}`) }) : translate('disputes.state.resolved')}</>;
}

/** The unread count, bold when there is something to read. */
export function UnreadCell({ count }: { count: number }) {
  return (
    <Box component="span" sx={{ fontWeight: count > 0 ? 700 : undefined }}>
      {count}
    </Box>
  );
}
