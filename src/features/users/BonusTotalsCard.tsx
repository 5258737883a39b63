import { Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'ra-core';
import type { BonusTotals } from '../../contract';
import { formatCount, formatSats } from '../../domain/format';
import { LoadingDots } from '../../ui/LoadingDots';
import { SectionCard } from '../../ui/SectionCard';

/** The totals card under the leaderboard (spec §2), in its order; amounts in sats format (§9). */
const FIGURES: { key: keyof BonusTotals; format: (n: number) => string }[] = [
  { key: 'users', format: formatCount },
  { key: 'referredTradingAmount', format: formatSats },
  { key: 'bonusPoints', format: formatCount },
  { key: 'satsEquivalent', format: formatSats },
  { key: 'satsPaid', format: formatSats },
  { key: 'refCodesRedeemed', format: formatCount },
];

/** Reads the totals over all rows that came with the first page (the list's meta). */
export function BonusTotalsCard() {
  const translate = useTranslate();
  const { meta, isPending } = useListContext();
  const totals = (meta as { totals?: BonusTotals } | undefined)?.totals;
  return (
    <SectionCard title={translate('leaderboard.totals.title')}>
        <Stack component="dl" direction="row" flexWrap="wrap" gap={4} sx={{ m: 0 }}>
          {FIGURES.map(({ key, format }) => (
            <div key={key}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate(`leaderboard.totals.${key}`)}
              </Typography>
              <Typography component="dd" variant="h6" sx={{ m: 0 }} data-figure={key}>
                {totals && !isPending ? format(totals[key]) : <LoadingDots />}
              </Typography>
            </div>
          ))}
        </Stack>
    </SectionCard>
  );
}
