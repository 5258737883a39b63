import { Box, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'ra-core';
import type { Sanction } from '../../contract/sanctions';
import { SectionCard } from '../../ui/SectionCard';
import { PartGate } from '../parts/PartGate';
import { GiveSanctionForm } from './GiveSanctionForm';
import { SanctionItem } from './SanctionItem';
import { useAccess } from '../../auth/useAccess';

const ALL = { page: 1, perPage: 1000 };

/**
 * The user page's sanctions: active ones first, then past ones, newest first; admins and mediators
 * may lift an active one early and give a new one (the form below the list). The sanction routes
 * are ours: a server without them shows one line instead (an optional part, src/contract/parts.ts).
 */
export function SanctionsCard({ userId }: { userId: string }) {
  return (
    <PartGate part="sanctions">
      <UserSanctions userId={userId} />
    </PartGate>
  );
}

function UserSanctions({ userId }: { userId: string }) {
  const translate = useTranslate();
  const { canAccess } = useAccess({ resource: 'sanctions', action: 'create' });
  const { data, meta, isPending, isError } = useGetList<Sanction>('sanctions', { filter: { userId }, pagination: ALL });
  const active = data?.filter((s) => s.status === 'active') ?? [];
  const past = data?.filter((s) => s.status !== 'active') ?? [];
  const platformDailyLimit = (meta as { platformDailyLimit?: number } | undefined)?.platformDailyLimit;
  return (
    <>
      <SectionCard title={translate('sanctions.heading')} pending={isPending} failed={isError}>
        {data?.length === 0 && <Typography>{translate('sanctions.empty')}</Typography>}
        <Group heading="sanctions.activeHeading" items={active} canLift={Boolean(canAccess)} />
        <Group heading="sanctions.pastHeading" items={past} canLift={false} />
      </SectionCard>
      {canAccess && platformDailyLimit !== undefined && <GiveSanctionForm userId={userId} platformDailyLimit={platformDailyLimit} />}
    </>
  );
}

function Group({ heading, items, canLift }: { heading: string; items: Sanction[]; canLift: boolean }) {
  const translate = useTranslate();
  if (!items.length) return null;
  return (
    <Box sx={{ mb: 1 }}>
      <Typography component="h3" variant="subtitle1">
        {translate(heading)} ({items.length})
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((sanction) => (
          <SanctionItem key={sanction.id} sanction={sanction} canLift={canLift} />
        ))}
      </Box>
    </Box>
  );
}
