import { useId } from 'react';
import { Box, Chip, Typography } from '@mui/material';
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
  const headingId = useId();
  const clocks = useCaseClocks([contractId]);
  const now = useNow();
  const clock = clocks.data?.items.find((c) => c.contractId === contractId);
  if (!clock || !clocks.data) return null;
  const waits = waitsOf(clock, now);
  const level = waitLevel(clock, clocks.data.thresholds, now);
  const ago = (date: Date, ms: number) => translate('clocks.case.ago', { 0: formatDate(date, undefined, { time: true }), 1: waitText(translate, ms) });
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="case-clock" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'background.paper' }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate('clocks.case.heading')}
      </Typography>
      <Facts
        items={[
          ['clocks.case.raised', ago(clock.raisedAt, waits.sinceRaisedMs), 'raised'],
          ['clocks.case.firstReply', clock.firstReplyAt ? ago(clock.firstReplyAt, waits.sinceFirstReplyMs ?? 0) : translate('clocks.case.noReply'), 'firstReply'],
          [
            'clocks.case.waiting',
            <Box component="span" key="waiting" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <span data-testid="case-wait">{waitSentence(translate, waits)}</span>
              {level !== 'ok' && <Chip size="small" data-testid="case-wait-level" label={translate(`clocks.case.${level}`)} sx={LEVEL_SX[level]} />}
            </Box>,
            'waiting',
          ],
        ]}
      />
    </Box>
  );
}
