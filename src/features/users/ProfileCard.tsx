import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { UserProfile } from '../../api/types';
import { userDisplayId } from '../../domain/disputes';
import { formatDate } from '../../domain/format';
import { UserLink } from '../../ui/lookupLinks';
import { BanControl } from './BanControl';
import { CopyIdButton } from './CopyIdButton';
import { Facts } from './Facts';
import { RatingStars } from '../../ui/RatingStars';

/** The profile (GET /v1/pwt/user/{id}): who the user is, how they trade, and their state. */
export function ProfileCard({ user }: { user: UserProfile }) {
  const translate = useTranslate();
  const yesNo = (value: boolean) => translate(value ? 'user.yes' : 'user.no');
  const state = [user.banned && translate('user.banned'), user.disabled && translate('user.disabled')].filter(Boolean).join(', ') || translate('user.active');
  const { opened, won, lost, resolved } = user.disputes;
  return (
    <Card component="section" aria-labelledby="user-profile">
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 1 }}>
          <Typography id="user-profile" component="h1" variant="h5" title={user.id}>
            {userDisplayId(user.id)}
          </Typography>
          <CopyIdButton id={user.id} />
          {user.banned && <Chip color="error" label={translate('user.banned')} />}
          {user.disabled && <Chip label={translate('user.disabled')} />}
          <Box sx={{ flexGrow: 1 }} />
          <BanControl user={user} />
        </Stack>
        <Facts
          items={[
            [translate('user.created'), formatDate(user.creationDate)],
            [translate('user.trades'), user.trades],
            [translate('user.openedTrades'), user.openedTrades],
            [translate('user.canceledTrades'), user.canceledTrades],
            [translate('user.openTrades'), user.openTrades],
            [translate('user.rating'), <RatingStars rating={user.rating} />],
            [translate('user.badges'), user.medals.length ? user.medals.map((m) => translate(`user.medal.${m}`)).join(', ') : translate('user.none')],
            [translate('user.disputes'), translate('user.disputeCounts', { 0: opened, 1: won, 2: lost, 3: resolved })],
            [translate('user.state'), state],
            [translate('user.kyc'), yesNo(user.kyc)],
            [translate('user.bonusPoints'), user.bonusPoints],
            [translate('user.referralCode'), user.referralCode ?? translate('user.none')],
            [translate('user.usedReferralCode'), user.usedReferralCode ?? translate('user.none')],
            [
              translate('user.linkedIds'),
              user.linkedIds.length ? (
                <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap component="span">
                  {user.linkedIds.map((id) => (
                    <UserLink key={id} id={id} />
                  ))}
                </Stack>
              ) : (
                translate('user.none')
              ),
            ],
          ]}
        />
      </CardContent>
    </Card>
  );
}
