import { useTranslate } from 'ra-core';
import { Page } from '../../ui/Page';
import { JobsCard } from './JobsCard';
import { StaffCreateForm } from './StaffCreateForm';
import { StaffList } from './StaffList';
import { StartCard } from './StartCard';
import { AuditList } from '../audit/AuditList';
import { PartGate } from '../parts/PartGate';
import { OperationsLink } from '../operations/OperationsLink';
import { ThresholdsCard } from '../clocks/ThresholdsCard';
import { ThresholdCard } from '../fourEyes/ThresholdCard';

/** The admin screen (route /admin, admins): staff accounts, a new account, the jobs, GroupHug's start. */
export default function AdminPage() {
  const translate = useTranslate();
  return (
    <Page access="admin" title={translate('admin.title')}>
      <OperationsLink />
      <StaffList />
      <StaffCreateForm />
      <JobsCard />
      <StartCard />
      <PartGate part="clocks">
        <ThresholdsCard />
      </PartGate>
      <ThresholdCard />
      <PartGate part="audit">
        <AuditList />
      </PartGate>
    </Page>
  );
}
