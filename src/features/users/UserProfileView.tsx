import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { ApiFailure } from '../../data/unwrap';
import { useErrorKey } from '../../ui/errorKey';
import { DisputeHistoryCard } from './DisputeHistoryCard';
import { ProfileCard } from './ProfileCard';
import { ReputationCard } from './ReputationCard';
import { TradingLimitCard } from './TradingLimitCard';
import { BonusPointsSection, LinkedAccountsSection, LoginHistorySection } from './UserSections';
import { useUserProfile } from './useUserProfile';

/** The profile first; the sections load beside it, each on its own. An unknown id says so. */
export function UserProfileView({ userId }: { userId: string }) {
  const translate = useTranslate();
  const errorKey = useErrorKey();
  const profile = useUserProfile(userId);

  if (profile.isPending) return <Skeleton variant="rectangular" height={420} role="status" aria-label={translate('ra.page.loading')} />;
  if (profile.isError) {
    const error = profile.error;
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

  return (
    <>
      <ProfileCard user={profile.data} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <ReputationCard userId={userId} />
        <TradingLimitCard userId={userId} />
      </Box>
      <DisputeHistoryCard userId={userId} />
      <BonusPointsSection userId={userId} />
      <LoginHistorySection userId={userId} />
      <LinkedAccountsSection userId={userId} />
    </>
  );
}
