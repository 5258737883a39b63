import { useCanAccess, useTranslate } from 'ra-core';
import { loadStaffUser, useStaffUser } from '../../auth/staffUser';
import { mayUse } from '../../contract/access';
import { DisputeQueue } from './DisputeQueue';
import { LoadingDots } from '../../ui/LoadingDots';
import { Deferred } from '../../ui/Deferred';
import { Page } from '../../ui/Page';
import { Welcome } from './Welcome';
import { path as loginPath } from '../auth/path';

// The queue is a chunk of its own. On /login, which leads home, it is fetched as soon as the console
// runs, for a staff member whose stored roles include the disputes area (the access check that follows
// is the one that decides). A cold load of / or /home asks for it earlier still (main.tsx) and the
// console's first render waits for it (src/openingPage.ts). Not on a case or another screen.
if (window.location.pathname === loginPath && mayUse(loadStaffUser(), 'disputes')) void DisputeQueue.preload();

/**
 * Home (/ and /home, everyone's): a greeting, then the dispute queue for the roles with the
 * disputes area (admin, mediator), or the list of screens the others can open.
 */
export default function HomePage() {
  const user = useStaffUser();
  const translate = useTranslate();
  const { canAccess, isPending } = useCanAccess({ resource: 'disputes', action: 'list' });
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
