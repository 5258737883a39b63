import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { AnalyticsQuery } from '../../contract';
import { Page } from '../../ui/Page';
import { AnalyticsControls } from './AnalyticsControls';
import { PANELS, queryOfView, searchFromView, viewFromSearch, type AnalyticsView, type Panel } from './analyticsView';
import { CsvDownloads } from './CsvDownloads';
import { ConversionPanel } from './panels/ConversionPanel';
import { MatchesPanel } from './panels/MatchesPanel';
import { OffersPanel } from './panels/OffersPanel';
import { RealtimePanel } from './panels/RealtimePanel';
import { TradesPanel } from './panels/TradesPanel';
import { UserCreationPanel } from './panels/UserCreationPanel';
import { UserSourcesPanel } from './panels/UserSourcesPanel';

/** The panels of the period; realtime has none and is drawn apart. */
const PERIOD_PANELS: Record<Exclude<Panel, 'realtime'>, ComponentType<{ query: AnalyticsQuery }>> = {
  conversion: ConversionPanel,
  matches: MatchesPanel,
  offers: OffersPanel,
  trades: TradesPanel,
  userCreation: UserCreationPanel,
  userSources: UserSourcesPanel,
};

function ChosenPanel({ panel, query }: { panel: Panel; query: AnalyticsQuery | undefined }) {
  const translate = useTranslate();
  if (panel === 'realtime') return <RealtimePanel />;
  if (!query) return <Typography role="status">{translate('analytics.chooseDates')}</Typography>;
  const PeriodPanel = PERIOD_PANELS[panel];
  return <PeriodPanel query={query} />;
}

/**
 * Analytics (spec §2, canSeeAnalytics): a period and filters, then one panel per analytics call
 * as tabs. Period, filters and panel live in the URL (analyticsView.ts); only the chosen panel asks.
 */
function AnalyticsScreen() {
  const translate = useTranslate();
  const [search, setSearch] = useSearchParams();
  const view = viewFromSearch(search);
  const query = queryOfView(view);
  const update = (change: Partial<AnalyticsView>) => setSearch(searchFromView({ ...view, ...change }), { replace: true });

  return (
    <>
      <Paper component="section" aria-label={translate('analytics.controls')} sx={{ p: 2 }}>
        <Stack spacing={2}>
          <AnalyticsControls view={view} onChange={update} />
          <Stack direction="row" flexWrap="wrap" gap={2} alignItems="center" justifyContent="space-between">
            <Typography data-testid="analytics-range">
              {query ? translate('analytics.range', { 0: query.start, 1: query.end }) : translate('analytics.chooseDates')}
            </Typography>
            <CsvDownloads query={query} />
          </Stack>
        </Stack>
      </Paper>
      <Paper sx={{ p: 2 }}>
        <Tabs
          value={view.panel}
          onChange={(_e, panel: Panel) => update({ panel })}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={translate('analytics.panels')}
        >
          {PANELS.map((panel) => (
            <Tab key={panel} value={panel} label={translate(`analytics.panel.${panel}`)} id={`analytics-tab-${panel}`} aria-controls="analytics-panel" />
          ))}
        </Tabs>
        <Box role="tabpanel" id="analytics-panel" aria-labelledby={`analytics-tab-${view.panel}`} sx={{ pt: 2 }}>
          <ChosenPanel panel={view.panel} query={query} />
        </Box>
      </Paper>
    </>
  );
}

export default function AnalyticsPage() {
  const translate = useTranslate();
  return (
    <Page access="analytics" title={translate('analytics.title')}>
      <AnalyticsScreen />
    </Page>
  );
}
