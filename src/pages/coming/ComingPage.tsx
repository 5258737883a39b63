import { Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import type { Area } from '../../domain/access';

/** A navigation entry's screen that has not landed yet: says so, with the way home. */
export default function ComingPage({ area }: { area: Area }) {
  const translate = useTranslate();
  const title = translate('coming.title', { 0: translate(`nav.${area}`) });
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={title} />
      <Typography component="h1" variant="h4">
        {title}
      </Typography>
      <Typography>{translate('coming.text')}</Typography>
      <Link component={RouterLink} to="/home">
        {translate('coming.backHome')}
      </Link>
    </Stack>
  );
}
