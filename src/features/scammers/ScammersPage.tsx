import { useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { Stack, Typography } from '@mui/material';
import { AccessGuard } from '../../ui/AccessGuard';
import { BannedUserList } from './BannedUserList';
import { HashReuseList } from './HashReuseList';

/** The scammers screen (spec §2, maintainer or mediator): banned users and payment-method hash reuse. */
export default function ScammersPage() {
  const translate = useTranslate();
  const title = translate('scammers.title');
  return (
    <AccessGuard resource="scammers">
      <Title title={title} />
      <Stack spacing={4} sx={{ py: 2 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <BannedUserList />
        <HashReuseList />
      </Stack>
    </AccessGuard>
  );
}
