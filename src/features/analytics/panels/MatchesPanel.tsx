import { useTranslate } from 'ra-core';
import type { AnalyticsQuery, MatchData } from '../../../contract';
import { formatCount } from '../../../domain/format';
import { useFormats } from '../../../ui/formats';
import { FigureCards } from '../FigureCards';
import { PanelBody } from '../PanelBody';
import { TrendChart } from '../TrendChart';
import { useAnalytics } from '../useAnalytics';
import { ValuesTable } from '../ValuesTable';

/** /match/data: offers and how many found a match, per day. */
export function MatchesPanel({ query }: { query: AnalyticsQuery }) {
  const translate = useTranslate();
  const { percent } = useFormats();
  const result = useAnalytics('getAnalyticsMatches', query);
  return (
    <PanelBody result={result} isEmpty={(m) => m.offers === 0}>
      {(m: MatchData) => {
        const title = translate('analytics.table.byDay', { 0: translate('analytics.panel.matches') });
        return (
          <>
            <FigureCards
              figures={[
                { key: 'offers', value: formatCount(m.offers) },
                { key: 'matched', value: formatCount(m.matched) },
                { key: 'unmatched', value: formatCount(m.unmatched) },
                { key: 'matchRate', value: percent(m.matchRate) },
              ]}
            />
            <TrendChart
              title={title}
              kind="line"
              labels={m.byDay.map((d) => d.date)}
              series={[
                { key: 'offers', data: m.byDay.map((d) => d.offers) },
                { key: 'matched', data: m.byDay.map((d) => d.matched) },
              ]}
            />
            <ValuesTable
              caption={title}
              rows={m.byDay}
              columns={[
                { key: 'date', value: (d) => d.date },
                { key: 'offers', value: (d) => formatCount(d.offers), numeric: true },
                { key: 'matched', value: (d) => formatCount(d.matched), numeric: true },
              ]}
            />
          </>
        );
      }}
    </PanelBody>
  );
}
