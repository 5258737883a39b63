import { useTranslate } from 'ra-core';
import { Page } from '../../ui/Page';
import { HashReuseList } from '../scammers/HashReuseList';
import { BehaviourEventList } from './BehaviourEventList';

/** The compliance screen (route /compliance, admins): behaviour events and payment-data hash reuse. */
export default function CompliancePage() {
  const translate = useTranslate();
  return (
    <Page access="compliance" title={translate('compliance.title')}>
      <BehaviourEventList />
      <HashReuseList resource="complianceHashReuse" />
    </Page>
  );
}
