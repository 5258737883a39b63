import { useQuery } from '@tanstack/react-query';
import { Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'ra-core';
import type { RealtimeData } from '../../../contract';
import type { ConsoleDataProvider } from '../../../data/dataProvider';
import { POLLING_INTERVAL_MS } from '../../../contract/constants';
import { formatCount, formatDate, formatSats } from '../../../domain/format';
import { FigureCards } from '../FigureCards';
import { PanelBody } from '../PanelBody';

/**
 * /realtime: the platform now, asked again every 15 s (spec §9's polling value) while this panel
 * is shown and the tab is visible (TanStack Query pauses the interval in a hidden tab). No period.
 */
export function RealtimePanel() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const result = useQuery({
    queryKey: ['analytics', 'getAnalyticsRealtime'],
    queryFn: ({ signal }) => dataProvider.getAnalyticsRealtime(signal),
    refetchInterval: POLLING_INTERVAL_MS,
    refetchIntervalInBackground: false,
  });
  return (
    <PanelBody result={result} isEmpty={() => false}>
      {(r: RealtimeData) => (
        <>
          <Typography variant="body2" color="text.secondary">
            {translate('analytics.realtimeAt', { 0: formatDate(r.at, 'yyyy-mm-dd', { time: true }) })}
          </Typography>
          <FigureCards
            figures={[
              { key: 'onlineOffers', value: formatCount(r.onlineOffers) },
              { key: 'openContracts', value: formatCount(r.openContracts) },
              { key: 'openDisputes', value: formatCount(r.openDisputes) },
              { key: 'tradesLast24h', value: formatCount(r.tradesLast24h) },
              { key: 'volumeLast24hSats', value: formatSats(r.volumeLast24hSats) },
              { key: 'newUsersLast24h', value: formatCount(r.newUsersLast24h) },
            ]}
          />
        </>
      )}
    </PanelBody>
  );
}
