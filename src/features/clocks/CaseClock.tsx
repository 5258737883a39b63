import { useId, type ReactNode } from 'react';
import { Box, Chip, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { waitLevel, waitsOf } from '../../contract/caseClocks';
import { formatDate } from '../../domain/format';
import { Facts } from '../../ui/Facts';
import { useCaseClocks, useNow } from './useCaseClocks';
import { waitSentence, waitText } from './waitWords';

const LEVEL_SX = {
  due: { bgcolor: 'warning.main', color: 'common.black' },
  // white on the dark red: error.main with its contrast text is too faint in the dark theme (WCAG AA)
  late: { bgcolor: 'error.dark', color: 'common.white' },
} as const;

/**
 * The clock of an open case, in its header: when it was raised, the first reply (or none yet), and
 * who waits on whom in words, with how far past its threshold the wait is. Fetched again with every
 * chat message (the socket's dataStale ['disputes']) and ticking every 30 s. Nothing for a case with
 * no open dispute, or while the server has no clocks.
 */
export function CaseClock({ contractId }: { contractId: string }) {
  const translate = useTranslate();
  const clocks = useCaseClocks([contractId]);
  const now = useNow();
  if (!clocks.data) return clocks.isPending ? <CaseClockLoading /> : null;
  const clock = clocks.data.items.find((c) => c.contractId === contractId);
  if (!clock) return null;
  const waits = waitsOf(clock, now);
  const level = waitLevel(clock, clocks.data.thresholds, now);
  const ago = (date: Date, ms: number) => translate('clocks.case.ago', { 0: formatDate(date, undefined, { time: true }), 1: waitText(translate, ms) });
  return (
    <ClockFrame
      raised={ago(clock.raisedAt, waits.sinceRaisedMs)}
      firstReply={clock.firstReplyAt ? ago(clock.firstReplyAt, waits.sinceFirstReplyMs ?? 0) : translate('clocks.case.noReply')}
      waiting={<span data-testid="case-wait">{waitSentence(translate, waits)}</span>}
      level={level !== 'ok' && <Chip size="small" data-testid="case-wait-level" label={translate(`clocks.case.${level}`)} sx={LEVEL_SX[level]} />}
    />
  );
}

/**
 * The clock's card while its times are on their way (or the console still asks whether the server
 * has clocks): the same card with its lines held, so the case's facts below it do not move down
 * when the times come (a layout shift on phones, where the card stands above them).
 */
export function CaseClockLoading() {
  const line = <Skeleton variant="text" width="60%" />;
  return <ClockFrame busy raised={line} firstReply={line} waiting={line} />;
}

/** The level's chip stands beside the heading, whose row keeps its height with or without it. */
function ClockFrame({ raised, firstReply, waiting, level, busy }: { raised: ReactNode; firstReply: ReactNode; waiting: ReactNode; level?: ReactNode; busy?: boolean }) {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} aria-busy={busy || undefined} data-testid={busy ? 'case-clock-loading' : 'case-clock'} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'background.paper' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, mb: 1 }}>
        <Typography id={headingId} component="h2" variant="h6">
          {translate('clocks.case.heading')}
        </Typography>
        {level}
      </Box>
      <Facts
        items={[
          ['clocks.case.raised', raised, 'raised'],
          ['clocks.case.firstReply', firstReply, 'firstReply'],
          ['clocks.case.waiting', waiting, 'waiting'],
        ]}
      />
    </Box>
  );
}
