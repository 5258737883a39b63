import { useId } from 'react';
import { Box, Chip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'ra-core';
import type { Contract, ContractParty } from '../../contract';
import type { TradeParticipant } from '../../contract/trade';
import { Facts } from '../../ui/Facts';
import { useFormats } from '../../ui/formats';
import { UserLink } from '../../ui/IdLinks';
import { SectionCard } from '../../ui/SectionCard';
import { MetBefore } from './MetBefore';
import { PartySanctions } from '../sanctions/PartySanctions';
import { PartMissingLine } from '../parts/PartGate';

/**
 * Both parties: who they are, their record, and their earlier disputes. Side by side only when
 * each gets 22 rem (a wide window); in the case's narrower column one above the other, so that
 * labels and values keep whole words in every language.
 */
export function PartiesPanel() {
  const translate = useTranslate();
  const contract = useRecordContext<Contract>();
  if (!contract) return null;
  return (
    <SectionCard title={translate('contract.parties.heading')}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))', gap: 2 }}>
        <Party side="seller" party={contract.seller} other={contract.buyer} contractId={contract.id} />
        <Party side="buyer" party={contract.buyer} other={contract.seller} contractId={contract.id} />
      </Box>
      {/* once for both parties: no warning shown here may mean the server cannot tell */}
      <PartMissingLine part="sanctions" />
    </SectionCard>
  );
}

function Party({ side, party, other, contractId }: { side: TradeParticipant; party: ContractParty; other: ContractParty; contractId: string }) {
  const translate = useTranslate();
  const headingId = useId();
  const { decimal } = useFormats();
  return (
    <Box component="article" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1">
        {translate(`contract.parties.${side}`)}:{' '}
        <UserLink id={party.id} />
      </Typography>
      <Facts
        items={[
          ['contract.parties.trades', String(party.trades)],
          ['contract.parties.rating', translate('contract.parties.ratingValue', { smart_count: party.ratingCount, 0: decimal(party.rating, 2), 1: String(party.ratingCount) })],
          [
            'contract.parties.badges',
            party.medals.length ? party.medals.map((m) => translate(`contract.parties.medal.${m}`, { _: m })).join(', ') : translate('contract.parties.noBadges'),
          ],
          [
            'contract.parties.banned',
            party.banned ? <Chip size="small" color="error" label={translate('contract.parties.banned')} /> : translate('contract.parties.notBanned'),
          ],
          [
            'contract.parties.disputes',
            translate('contract.parties.disputesValue', { 0: String(party.disputes.opened), 1: String(party.disputes.won), 2: String(party.disputes.lost) }),
          ],
        ]}
      />
      <PartySanctions userId={party.id} userIds={[party.id, other.id]} />
      <MetBefore userId={party.id} counterpartyId={other.id} contractId={contractId} />
    </Box>
  );
}
