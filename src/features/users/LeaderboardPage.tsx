import { InfiniteListBase, useTranslate } from 'ra-core';
import type { LeaderboardEntry } from '../../contract';
import { BONUS_POINTS_RESOURCE } from './leaderboardData';
import { LEADERBOARD_PAGE_SIZE } from '../../contract/constants';
import { formatCount, formatSats } from '../../domain/format';
import { UserLink } from '../../ui/IdLinks';
import type { Column } from '../../ui/list/column';
import { ListSection } from '../../ui/list/ListSection';
import { ShowMoreButton } from '../../ui/list/ShowMoreButton';
import { Page } from '../../ui/Page';
import { BonusTotalsCard } from './BonusTotalsCard';
import { ListCsvDownload } from '../../ui/export/CsvDownload';
import { leaderboardCsvColumns } from './leaderboardCsv';

const columns: Column<LeaderboardEntry>[] = [
  { source: 'id', render: (e) => <UserLink id={e.id} /> },
  { source: 'referredAmount', align: 'right', wrap: 'nowrap', render: (e) => formatSats(e.referredAmount) },
  { source: 'bonusPoints', align: 'right', wrap: 'nowrap', render: (e) => formatCount(e.bonusPoints) },
  { source: 'sats', align: 'right', wrap: 'nowrap', render: (e) => formatSats(e.sats) },
  { source: 'referralCodes', render: (e) => e.referralCodes.join(', ') },
];

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
        <ListSection
          toolbar={<ListCsvDownload columns={leaderboardCsvColumns} screen="leaderboard" />}
          title={translate('leaderboard.table')}
          columns={columns}
          empty="leaderboard.empty"
          skeletonRows={LEADERBOARD_PAGE_SIZE}
          footer={<ShowMoreButton label="leaderboard.showMore" />}
        />
        <BonusTotalsCard />
      </InfiniteListBase>
    </Page>
  );
}
