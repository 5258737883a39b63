import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { AccessGuard } from '../../ui/AccessGuard';
import { BehaviourEventList } from './BehaviourEventList';
import { HashReuseList } from './HashReuseList';

/** The compliance screen (route /compliance, admins): behaviour events and payment-data hash reuse. */
export default function CompliancePage() {
  const translate = useTranslate();
  return (
    <AccessGuard resource="compliance">
      <Title title={translate('compliance.title')} />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 4, py: 2 }}>
        <Typography component="h1" variant="h5">
          {translate('compliance.title')}
        </Typography>
        <BehaviourEventList />
        <HashReuseList />
      </Box>
    </AccessGuard>
  );
}
