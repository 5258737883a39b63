import { createContext, memo, useContext, useMemo, type ReactNode } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';
import { useListContext, useTranslate } from 'ra-core';
import type { DisputeQueueRow } from '../../contract';
import { waitLevel, type CaseClock, type ClockThresholds } from '../../contract/caseClocks';
import { useCaseClocks, useNow } from './useCaseClocks';
import { waitText } from './waitWords';

interface QueueClocks {
  clocks: ReadonlyMap<string, CaseClock>;
  thresholds?: ClockThresholds;
  now: number;
}

const WaitsContext = createContext<QueueClocks>({ clocks: new Map(), now: 0 });

/** The wait badges' look, set once around the table (as the queue's age badges: a plain span each). */
const waitSx: SxProps<Theme> = {
  '& .wait': { whiteSpace: 'nowrap' },
  '& .wait[data-wait]': { display: 'inline-flex', alignItems: 'center', height: 24, px: 1, borderRadius: 3, fontSize: '0.8125rem' },
  '& .wait[data-wait="due"]': { bgcolor: 'warning.main', color: 'warning.contrastText' },
  // white on the dark red: error.main with its contrast text is too faint in the dark theme (WCAG AA)
  '& .wait[data-wait="late"]': { bgcolor: 'error.dark', color: 'common.white' },
};

/**
 * The queue asks the clocks of its page's open cases once (GET /v1/pwt/disputes/waits, not a field
 * of the platform's rows) and hands them to its "waiting on us" cells; they tick every 30 s.
 */
export function QueueWaits({ children }: { children: ReactNode }) {
  const { data } = useListContext<DisputeQueueRow>();
  const ids = useMemo(() => (data ?? []).filter((row) => row.state === 'open').map((row) => row.id), [data]);
  const answer = useCaseClocks(ids).data;
  const now = useNow();
  const value = useMemo(
    () => ({ clocks: new Map((answer?.items ?? []).map((c) => [c.contractId, c])), thresholds: answer?.thresholds, now }),
    [answer, now],
  );
  return (
    <WaitsContext.Provider value={value}>
      <Box sx={waitSx}>{children}</Box>
    </WaitsContext.Provider>
  );
}

/** How long the traders of a case have waited on staff, as the queue's age badge: amber past the threshold, red past twice it. */
export function WaitCell({ id }: { id: string }) {
  const translate = useTranslate();
  const { clocks, thresholds, now } = useContext(WaitsContext);
  const clock = clocks.get(id);
  if (!clock?.unansweredSince) return <WaitBadge text="—" full={translate('clocks.queue.none')} level="ok" />;
  const text = waitText(translate, now - clock.unansweredSince.getTime());
  const level = thresholds ? waitLevel(clock, thresholds, now) : 'ok';
  return <WaitBadge text={text} full={level === 'ok' ? '' : translate(`clocks.queue.${level}`, { 0: text })} level={level} />;
}

/** The badge: amber past the threshold, red past twice it; the words behind the colour are read out (queueCellsSx's `.visually-hidden`). */
const WaitBadge = memo(function WaitBadge({ text, full, level }: { text: string; full: string; level: 'ok' | 'due' | 'late' }) {
  return (
    <span className="wait" data-testid="queue-wait" data-wait={level === 'ok' ? undefined : level} title={full || undefined}>
      {text === '—' ? <span aria-hidden>{text}</span> : text}
      {full && <span className="visually-hidden">{text === '—' ? full : full.slice(text.length)}</span>}
    </span>
  );
});
