import { Form, useDataProvider, useTranslate } from 'ra-core';
import { useQuery } from '@tanstack/react-query';
import { Stack, Typography } from '@mui/material';
import type { EventRevenue } from '../../contract';
import type { ConsoleDataProvider } from '../../data/dataProvider';
import { ORGANIZER_SHARE_PERCENT } from '../../contract/constants';
import { formatSats } from '../../domain/format';
import { LoadingDots } from '../../ui/LoadingDots';
import { SectionCard } from '../../ui/SectionCard';
import { EventInput, FollowEvent } from './EventInput';

interface Props {
  eventId: string;
  onEventChange: (eventId: string) => void;
}

const FIGURES: { key: keyof EventRevenue; label: string }[] = [
  { key: 'totalTradedVolumeSats', label: 'events.revenue.totalTradedVolume' },
  { key: 'totalFeeCollectedSats', label: 'events.revenue.totalFeeCollected' },
  { key: 'organizerPayoutShareSats', label: 'events.revenue.organizerPayoutShare' },
  { key: 'pendingPayoutSats', label: 'events.revenue.pendingPayout' },
];

/**
 * Event revenue (spec §2): an event selector and four figures in sats; "..." while loading. With no
 * event chosen nothing is loading: the figures say "–" and a line says to choose an event (endless
 * dots read as a load that never ends); after a failed load, "–" too, beside the error. A negative pending payout (more paid out than the share) shows as "Overpaid" and its amount. The figures come from the custom dataProvider method getEventRevenue via useQuery.
 */
export function EventRevenueCard({ eventId, onEventChange }: Props) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const revenue = useQuery({
    queryKey: ['events', 'getEventRevenue', eventId],
    queryFn: ({ signal }) => dataProvider.getEventRevenue(eventId, signal),
    enabled: Boolean(eventId),
  });

  return (
    <SectionCard title={translate('events.revenue.title')}>
        {/* a form of one field, so the selector is the same <ReferenceInput> as the payout form's */}
        <Form resource="events" defaultValues={{ eventId: '' }}>
          <EventInput plain label="events.revenue.event" />
          <FollowEvent eventId={eventId} onChange={onEventChange} />
        </Form>
        <Stack component="dl" direction="row" flexWrap="wrap" gap={4} sx={{ mt: 2, mb: 0 }}>
          {FIGURES.map(({ key, label }) => {
            const value = eventId ? revenue.data?.[key] : undefined;
            // more paid out than the share: the pending payout is negative, shown as what was overpaid
            const overpaid = key === 'pendingPayoutSats' && value !== undefined && value < 0;
            return (
              <div key={key}>
                <Typography component="dt" variant="body2" color={overpaid ? 'warning.main' : 'text.secondary'}>
                  {translate(overpaid ? 'events.revenue.overpaid' : label, { 0: ORGANIZER_SHARE_PERCENT })}
                </Typography>
                <Typography component="dd" variant="h6" sx={{ m: 0 }} data-figure={overpaid ? 'overpaidSats' : key}>
                  {value !== undefined ? (
                    translate('events.revenue.sats', { 0: formatSats(Math.abs(value)) })
                  ) : !eventId || revenue.isError ? (
                    <span aria-label={translate('events.revenue.noFigure')}>–</span>
                  ) : (
                    <LoadingDots />
                  )}
                </Typography>
              </div>
            );
          })}
        </Stack>
        {!eventId && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="revenue-choose">
            {translate('events.revenue.choose')}
          </Typography>
        )}
        {revenue.isError && (
          <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
            {translate('error.general')}
          </Typography>
        )}
    </SectionCard>
  );
}
