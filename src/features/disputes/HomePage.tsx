import { useTranslate } from 'ra-core';
import { useStaffUser } from '../../auth/staffUser';
import { DisputeQueue } from './DisputeQueue';
import { LoadingDots } from '../../ui/LoadingDots';
import { Deferred } from '../../ui/Deferred';
import { Page } from '../../ui/Page';
import { Welcome } from './Welcome';
import { useAccess } from '../../auth/useAccess';

/**
 * Home (/ and /home, everyone's): a greeting, then the dispute queue for the roles with the
 * disputes area (admin, mediator), or the list of screens the others can open. The queue is a
 * chunk of its own, which a visit that starts here (or on /login) starts early (src/openingPage.ts).
 */
export default function HomePage() {
  const user = useStaffUser();
  const translate = useTranslate();
  const { canAccess, isPending } = useAccess({ resource: 'disputes', action: 'list' });
  return (
    <Page title={translate('nav.home')} heading={translate('home.welcome', { 0: user.username ?? '' })}>
      {isPending ? (
        <LoadingDots />
      ) : canAccess ? (
        <Deferred>
          <DisputeQueue />
        </Deferred>
      ) : (
        <Welcome />
      )}
    </Page>
  );
}
