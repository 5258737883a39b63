import { Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';

/** The 404 block: a heading and the way home (label key 404.backHome). */
export default function NotFoundPage() {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title="404.title" />
      <Typography component="h1" variant="h4">
        {translate('404.title')}
      </Typography>
      <Typography>{translate('404.text')}</Typography>
      <Link component={RouterLink} to="/home">
        {translate('404.backHome')}
      </Link>
    </Stack>
  );
}
