import { useTranslate } from 'ra-core';
import { Page } from '../../ui/Page';
import { BannedUserList } from './BannedUserList';
import { HashReuseList } from './HashReuseList';

/** The scammers screen (spec §2, maintainer or mediator): banned users and payment-method hash reuse. */
export default function ScammersPage() {
  const translate = useTranslate();
  return (
    <Page access="scammers" title={translate('scammers.title')}>
      <BannedUserList />
      <HashReuseList resource="hashReuse" />
    </Page>
  );
}
