import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { usedPercent } from '../../domain/rating';
import { SectionCard } from '../../ui/SectionCard';
import { useUserSection } from './useUserSection';

const LIMITS = [
  ['daily', 'dailyAmount'],
  ['monthlyAnonymous', 'monthlyAnonymousAmount'],
  ['yearly', 'yearlyAmount'],
] as const;

/** Amounts in CHF as the platform counts them: whole francs, thousands grouped like sats. */
const chf = (n: number) => Math.round(n).toLocaleString('en-US').replace(/,/g, ' ');

/** GET /v1/pwt/user/{id}/tradingLimit: daily, monthly (anonymous methods) and yearly, used of allowed, each with a bar. */
export function TradingLimitCard({ userId }: { userId: string }) {
  const translate = useTranslate();
  const { data, isPending, isError } = useUserSection('getUserTradingLimit', userId);
  return (
    <SectionCard title={translate('user.tradingLimit.title')} pending={isPending} failed={isError} height={150}>
      {data &&
        LIMITS.map(([allowed, used]) => {
          const label = translate(`user.tradingLimit.${allowed}`);
          const text = translate('user.tradingLimit.usedOf', { 0: chf(data[used]), 1: chf(data[allowed]), 2: 'CHF' });
          return (
            <Box key={allowed} sx={{ mb: 1.5 }}>
              <Typography variant="body2">
                <strong>{label}</strong>: {text}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={usedPercent(data[used], data[allowed])}
                aria-label={label}
                aria-valuetext={text}
                color={data[used] >= data[allowed] ? 'error' : 'primary'}
                sx={{ height: 8, borderRadius: 1 }}
              />
            </Box>
          );
        })}
    </SectionCard>
  );
}
