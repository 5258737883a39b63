import { InfiniteListBase, useTranslate } from 'ra-core';
import { DataTable } from 'react-admin';
import type { LeaderboardEntry } from '../../contract';
import { BONUS_POINTS_RESOURCE } from './leaderboardData';
import { LEADERBOARD_PAGE_SIZE } from '../../contract/constants';
import { formatCount, formatSats } from '../../domain/format';
import { UserLink } from '../../ui/IdLinks';
import { ListSection } from '../../ui/list/ListSection';
import { ShowMoreButton } from '../../ui/list/ShowMoreButton';
import { Page } from '../../ui/Page';
import { BonusTotalsCard } from './BonusTotalsCard';
import { ListCsvDownload } from '../../ui/export/CsvDownload';
import { leaderboardCsvColumns } from './leaderboardCsv';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * The bonus-points overview at /users (spec §2; maintainer or mediator): the leaderboard, 21 rows
 * at a time ("Show more" fetches the next 21 and is gone after the last), then the totals card.
 * The server orders by bonus points, then referred amount; no column sorts. Each user links to
 * /user/{id} as Peach + the first 8 characters of the id.
 */
export default function LeaderboardPage() {
  const translate = useTranslate();
  return (
    <Page access="users" title={translate('leaderboard.title')}>
      <InfiniteListBase resource={BONUS_POINTS_RESOURCE} perPage={LEADERBOARD_PAGE_SIZE} sort={{ field: 'bonusPoints', order: 'DESC' }} disableSyncWithLocation>
        <ListSection toolbar={<ListCsvDownload columns={leaderboardCsvColumns} screen="leaderboard" />}
          title={translate('leaderboard.table')}
          empty="leaderboard.empty"
          skeletonRows={LEADERBOARD_PAGE_SIZE}
          footer={<ShowMoreButton label="leaderboard.showMore" />}
        >
          <DataTable.Col<LeaderboardEntry> source="id" disableSort render={(e) => <UserLink id={e.id} />} />
          <DataTable.Col<LeaderboardEntry> source="referredAmount" disableSort align="right" cellSx={() => NO_WRAP} render={(e) => formatSats(e.referredAmount)} />
          <DataTable.Col<LeaderboardEntry> source="bonusPoints" disableSort align="right" cellSx={() => NO_WRAP} render={(e) => formatCount(e.bonusPoints)} />
          <DataTable.Col<LeaderboardEntry> source="sats" disableSort align="right" cellSx={() => NO_WRAP} render={(e) => formatSats(e.sats)} />
          <DataTable.Col<LeaderboardEntry> source="referralCodes" disableSort render={(e) => e.referralCodes.join(', ')} />
        </ListSection>
        <BonusTotalsCard />
      </InfiniteListBase>
    </Page>
  );
}
