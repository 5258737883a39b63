import { useTranslate } from 'ra-core';
import type { AnalyticsQuery, UserCreation } from '../../../contract';
import { formatCount } from '../../../domain/format';
import { FigureCards } from '../FigureCards';
import { PanelBody } from '../PanelBody';
import { TrendChart } from '../TrendChart';
import { periodOf, useAnalytics } from '../useAnalytics';
import { ValuesTable } from '../ValuesTable';

/** /user/creation (start and end only; the API function keeps the spec's `?&end=` quirk). */
export function UserCreationPanel({ query }: { query: AnalyticsQuery }) {
  const translate = useTranslate();
  const result = useAnalytics('getAnalyticsUserCreation', periodOf(query));
  return (
    <PanelBody result={result} isEmpty={(u) => u.total === 0}>
      {(u: UserCreation) => {
        const title = translate('analytics.table.byDay', { 0: translate('analytics.panel.userCreation') });
        return (
          <>
            <FigureCards figures={[{ key: 'users', value: formatCount(u.total) }]} />
            <TrendChart title={title} kind="line" labels={u.byDay.map((d) => d.date)} series={[{ key: 'users', data: u.byDay.map((d) => d.users) }]} />
            <ValuesTable
              caption={title}
              rows={u.byDay}
              columns={[
                { key: 'date', value: (d) => d.date },
                { key: 'users', value: (d) => formatCount(d.users), numeric: true },
              ]}
            />
          </>
        );
      }}
    </PanelBody>
  );
}
