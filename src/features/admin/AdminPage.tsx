import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { AccessGuard } from '../../ui/AccessGuard';
import { JobsCard } from './JobsCard';
import { StaffCreateForm } from './StaffCreateForm';
import { StaffList } from './StaffList';
import { StartCard } from './StartCard';

/** The admin screen (route /admin, admins): staff accounts, a new account, the jobs, GroupHug's start. */
export default function AdminPage() {
  const translate = useTranslate();
  return (
    <AccessGuard resource="admin">
      <Title title={translate('admin.title')} />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 4, py: 2 }}>
        <Typography component="h1" variant="h5">
          {translate('admin.title')}
        </Typography>
        <StaffList />
        <StaffCreateForm />
        <JobsCard />
        <StartCard />
      </Box>
    </AccessGuard>
  );
}
