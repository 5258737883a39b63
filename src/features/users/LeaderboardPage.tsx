import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Link, Stack, Typography } from '@mui/material';
import { InfiniteListBase, useTranslate } from 'ra-core';
import { DataTable, Title } from 'react-admin';
import type { LeaderboardEntry } from '../../api/types';
import { BONUS_POINTS_RESOURCE } from '../../data/bonusPoints';
import { LEADERBOARD_PAGE_SIZE } from '../../domain/constants';
import { userDisplayId } from '../../domain/disputes';
import { formatCount, formatSats } from '../../domain/format';
import { AccessGuard } from '../../ui/AccessGuard';
import { ListTable } from '../../ui/list/ListTable';
import { ShowMoreButton } from '../../ui/list/ShowMoreButton';
import { BonusTotalsCard } from './BonusTotalsCard';
import { ListCsvDownload } from '../../ui/export/CsvDownload';
import { leaderboardCsvColumns } from './leaderboardCsv';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** "Peach" + the first 8 characters of the id, linking to the user's page (spec §2). */
const UserLink = ({ id }: { id: string }) => (
  <Link component={RouterLink} to={`/user/${encodeURIComponent(id)}`}>
    {userDisplayId(id)}
  </Link>
);

/**
 * The bonus-points overview at /users (spec §2; maintainer or mediator): the leaderboard, 21 rows
 * at a time ("Show more" fetches the next 21 and is gone after the last), then the totals card.
 * The server orders by bonus points, then referred amount; no column sorts.
 */
export default function LeaderboardPage() {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <AccessGuard resource="users">
      <Title title="leaderboard.title" />
      <InfiniteListBase resource={BONUS_POINTS_RESOURCE} perPage={LEADERBOARD_PAGE_SIZE} sort={{ field: 'bonusPoints', order: 'DESC' }} disableSyncWithLocation>
        <Stack spacing={2} sx={{ py: 2 }}>
          <Typography component="h1" variant="h4">
            {translate('leaderboard.title')}
          </Typography>
          <section aria-labelledby={headingId}>
            <Typography id={headingId} component="h2" variant="h6" gutterBottom>
              {translate('leaderboard.table')}
            </Typography>
            <ListCsvDownload columns={leaderboardCsvColumns} screen="leaderboard" />
            <ListTable empty="leaderboard.empty" skeletonRows={LEADERBOARD_PAGE_SIZE} labelledBy={headingId}>
              <DataTable.Col<LeaderboardEntry> source="id" disableSort render={(e) => <UserLink id={e.id} />} />
              <DataTable.Col<LeaderboardEntry> source="referredAmount" disableSort align="right" cellSx={() => NO_WRAP} render={(e) => formatSats(e.referredAmount)} />
              <DataTable.Col<LeaderboardEntry> source="bonusPoints" disableSort align="right" cellSx={() => NO_WRAP} render={(e) => formatCount(e.bonusPoints)} />
              <DataTable.Col<LeaderboardEntry> source="sats" disableSort align="right" cellSx={() => NO_WRAP} render={(e) => formatSats(e.sats)} />
              <DataTable.Col<LeaderboardEntry> source="referralCodes" disableSort render={(e) => e.referralCodes.join(', ')} />
            </ListTable>
            <ShowMoreButton label="leaderboard.showMore" />
          </section>
          <BonusTotalsCard />
        </Stack>
      </InfiniteListBase>
    </AccessGuard>
  );
}
