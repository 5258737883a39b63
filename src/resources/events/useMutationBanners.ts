import { useCallback, useMemo } from 'react';
import { useTranslate } from 'ra-core';
import { apiErrorOf } from '../../data/unwrap';
import { useBanner } from '../../ui/Banner';
import { errorMessageKey } from './errorMessage';

const MISSING = '\u0000missing';

/**
 * The events screen's banners (spec §7, §8): OK for a success, ERROR with the server's error text
 * (translated when the catalogue knows it) for a failed mutation or a refused logo.
 */
export function useMutationBanners() {
  const { show } = useBanner();
  const translate = useTranslate();

  const ok = useCallback((message: string) => show({ level: 'OK', message }), [show]);

  const refuse = useCallback(
    (message: string, args?: Record<string, string | number>) => show({ level: 'ERROR', message, args }),
    [show],
  );

  const failed = useCallback(
    (thrown: unknown) => {
      const knows = (key: string) => translate(key, { _: MISSING }) !== MISSING;
      show({ level: 'ERROR', message: errorMessageKey(apiErrorOf(thrown), knows) });
    },
    [show, translate],
  );

  return useMemo(() => ({ ok, refuse, failed }), [ok, refuse, failed]);
}
