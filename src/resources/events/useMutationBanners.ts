import { useCallback, useMemo } from 'react';
import { apiErrorOf } from '../../data/unwrap';
import { useBanner } from '../../ui/Banner';
import { useErrorKey } from '../../ui/errorKey';

/**
 * The events screen's banners (spec §7, §8): OK for a success, ERROR with the server's error text
 * (translated when the catalogue knows it) for a failed mutation or a refused logo.
 */
export function useMutationBanners() {
  const { show } = useBanner();
  const errorKey = useErrorKey();

  const ok = useCallback((message: string) => show({ level: 'OK', message }), [show]);

  const refuse = useCallback(
    (message: string, args?: Record<string, string | number>) => show({ level: 'ERROR', message, args }),
    [show],
  );

  const failed = useCallback(
    (thrown: unknown) => {
      show({ level: 'ERROR', message: errorKey(apiErrorOf(thrown).error) });
    },
    [show, errorKey],
  );

  return useMemo(() => ({ ok, refuse, failed }), [ok, refuse, failed]);
}
