import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { RecordRepresentation, useRecordContext, useTranslate } from 'ra-core';
import type { UserProfile } from '../../contract';
import { formatDate } from '../../domain/format';
import { UserLink } from '../../ui/IdLinks';
import { Facts } from '../../ui/Facts';
import { RatingStars } from '../../ui/RatingStars';
import { BanControl } from './BanControl';
import { CopyIdButton } from './CopyIdButton';

/**
 * The profile (the `users` record, GET /v1/pwt/user/{id}): who the user is, how they trade, and
 * their state. Its heading is the page's h1, the user as the resource represents them (Peach + 8).
 */
export function ProfileCard() {
  const translate = useTranslate();
  const user = useRecordContext<UserProfile>();
  if (!user) return null;
  const yesNo = (value: boolean) => translate(value ? 'user.yes' : 'user.no');
  const state = [user.banned && translate('user.banned'), user.disabled && translate('user.disabled')].filter(Boolean).join(', ') || translate('user.active');
  const { opened, won, lost, resolved } = user.disputes;
  return (
    <Card component="section" aria-labelledby="user-profile">
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 1 }}>
          <Typography id="user-profile" component="h1" variant="h5" title={user.id}>
            <RecordRepresentation />
          </Typography>
          <CopyIdButton id={user.id} />
          {user.banned && <Chip color="error" label={translate('user.banned')} />}
          {user.disabled && <Chip label={translate('user.disabled')} />}
          <Box sx={{ flexGrow: 1 }} />
          <BanControl user={user} />
        </Stack>
        <Facts
          items={[
            ['user.created', formatDate(user.creationDate)],
            ['user.trades', user.trades],
            ['user.openedTrades', user.openedTrades],
            ['user.canceledTrades', user.canceledTrades],
            // a staff extra the platform does not publish: no row where the server does not send it
            ...(user.openTrades === undefined ? [] : [['user.openTrades', user.openTrades] as const]),
            ['user.rating', <RatingStars rating={user.rating} />],
            ['user.badges', user.medals.length ? user.medals.map((m) => translate(`user.medal.${m}`)).join(', ') : translate('user.none')],
            ['user.disputes', translate('user.disputeCounts', { 0: opened, 1: won, 2: lost, 3: resolved })],
            ['user.state', state],
            ['user.kyc', yesNo(user.kyc)],
            ['user.bonusPoints', user.bonusPoints],
            ['user.referralCode', user.referralCode ?? translate('user.none')],
            ['user.usedReferralCode', user.usedReferralCode ?? translate('user.none')],
            [
              'user.linkedIds',
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
