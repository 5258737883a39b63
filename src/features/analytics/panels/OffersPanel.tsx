import { useTranslate } from 'ra-core';
import type { AnalyticsQuery, OfferData } from '../../../contract';
import { formatCount } from '../../../domain/format';
import { FigureCards } from '../FigureCards';
import { PanelBody } from '../PanelBody';
import { TrendChart } from '../TrendChart';
import { useAnalytics } from '../useAnalytics';
import { ValuesTable } from '../ValuesTable';

/** /offer/data: sell and buy offers per day, stacked. */
export function OffersPanel({ query }: { query: AnalyticsQuery }) {
  const translate = useTranslate();
  const result = useAnalytics('getAnalyticsOffers', query);
  return (
    <PanelBody result={result} isEmpty={(o) => o.total === 0}>
      {(o: OfferData) => {
        const title = translate('analytics.table.byDay', { 0: translate('analytics.panel.offers') });
        return (
          <>
            <FigureCards
              figures={[
                { key: 'total', value: formatCount(o.total) },
                { key: 'asks', value: formatCount(o.asks) },
                { key: 'bids', value: formatCount(o.bids) },
                { key: 'online', value: formatCount(o.online) },
              ]}
            />
            <TrendChart
              title={title}
              kind="bar"
              stacked
              labels={o.byDay.map((d) => d.date)}
              series={[
                { key: 'asks', data: o.byDay.map((d) => d.asks) },
                { key: 'bids', data: o.byDay.map((d) => d.bids) },
              ]}
            />
            <ValuesTable
              caption={title}
              rows={o.byDay}
              columns={[
                { key: 'date', value: (d) => d.date },
                { key: 'asks', value: (d) => formatCount(d.asks), numeric: true },
                { key: 'bids', value: (d) => formatCount(d.bids), numeric: true },
              ]}
            />
          </>
        );
      }}
    </PanelBody>
  );
}
