import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useShowContext, useTranslate } from 'ra-core';
import { ApiFailure } from '../../data/unwrap';
import { RecordShow } from '../../ui/RecordShow';
import { useErrorKey } from '../../ui/errorKey';
import { DisputeHistoryCard } from './DisputeHistoryCard';
import { ProfileCard } from './ProfileCard';
import { ReputationCard } from './ReputationCard';
import { TradingLimitCard } from './TradingLimitCard';
import { BonusPointsSection, LinkedAccountsSection, LoginHistorySection } from './UserSections';
import { AuditTrail } from '../audit/AuditTrail';
import { SanctionsCard } from '../sanctions/SanctionsCard';
import { PartGate } from '../parts/PartGate';

/** The profile first (the `users` record, getOne); the sections load beside it, each on its own. An unknown id says so. */
export function UserProfileView({ userId }: { userId: string }) {
  const translate = useTranslate();
  return (
    <RecordShow
      resource="users"
      id={userId}
      loading={<Skeleton variant="rectangular" height={420} role="status" aria-label={translate('ra.page.loading')} />}
      error={<ProfileError />}
    >
      <ProfileCard />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <ReputationCard userId={userId} />
        <TradingLimitCard userId={userId} />
      </Box>
      <SanctionsCard userId={userId} />
      <DisputeHistoryCard userId={userId} />
      <BonusPointsSection userId={userId} />
      <LoginHistorySection userId={userId} />
      <LinkedAccountsSection userId={userId} />
      <PartGate part="audit">
        <AuditTrail resource="userAudit" filter={{ userId }} heading="audit.userHeading" />
      </PartGate>
    </RecordShow>
  );
}

function ProfileError() {
  const translate = useTranslate();
  const errorKey = useErrorKey();
  const { error } = useShowContext();
  const notFound = error instanceof ApiFailure && error.status === 404;
  return (
    <Card>
      <CardContent>
        <Typography component="h1" variant="h5" role="alert">
          {translate(notFound ? 'user.notFound' : errorKey(error instanceof ApiFailure ? error.apiError.error : undefined))}
        </Typography>
      </CardContent>
    </Card>
  );
}
