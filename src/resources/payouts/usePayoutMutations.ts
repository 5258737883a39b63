import { useCallback } from 'react';
import { useCreate } from 'ra-core';
import { useQueryClient } from '@tanstack/react-query';
import type { NewPayout } from '../../api/types';
import { useMutationBanners } from '../events/useMutationBanners';

/** Creates a payout: OK banner "Payout created" and the payouts list (and revenue) refetched, or an ERROR banner. */
export function usePayoutMutations() {
  const queryClient = useQueryClient();
  const banners = useMutationBanners();
  const [create, { isPending: creating }] = useCreate();

  const createPayout = useCallback(
    async (payout: NewPayout): Promise<boolean> => {
      try {
        await create('payouts', { data: payout }, { returnPromise: true });
      } catch (thrown) {
        banners.failed(thrown);
        return false;
      }
      banners.ok('payouts.created');
      void queryClient.invalidateQueries({ queryKey: ['payouts'] });
      void queryClient.invalidateQueries({ queryKey: ['events', 'getEventRevenue', payout.eventId] });
      return true;
    },
    [banners, create, queryClient],
  );

  return { createPayout, creating };
}
