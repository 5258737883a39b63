import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { Box, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import { useBanner } from '../ui/Banner';
import { BannerStateContext } from '../ui/BannerProvider';
import { bannerSx } from '../ui/bannerStyles';
import type { PushListener, PushSession } from './push';
import { readPushConfig, type PushConfig } from './pushConfig';
import { describePush } from './pushMessage';

type LoadPush = () => Promise<{
  startPush: (config: PushConfig, listener: PushListener) => Promise<PushSession>;
}>;

/** Read once: the build's Firebase settings, or null (push off). */
const BUILD_CONFIG = readPushConfig();
/** Firebase's chunk, fetched only when called. */
const loadFirebasePush: LoadPush = () => import('./push');

interface Shown {
  /** the banner's message, to recognise it once shown */
  message: string;
  contractId: string;
  link: string;
}

/**
 * Push notifications while signed in (spec §2). With a complete push config it loads Firebase
 * lazily and shows each foreground message as an INFO banner; when the message names a contract,
 * a link to /contract/<id> sits right under that banner for as long as it is shown. Without a
 * config it does nothing and no Firebase code is fetched.
 */
export function PushNotifications({
  config = BUILD_CONFIG,
  load = loadFirebasePush,
}: {
  config?: PushConfig | null;
  load?: LoadPush;
}) {
  const { show, clear } = useBanner();
  const current = useContext(BannerStateContext);
  const translate = useTranslate();
  const pending = useRef<Shown | null>(null);
  const [linked, setLinked] = useState<(Shown & { bannerId: number }) | null>(null);

  const handlePush = useCallback<PushListener>(
    (data, title) => {
      const { key, text, contractId, link } = describePush(data, title);
      const message = key ?? text;
      pending.current = contractId && link ? { message, contractId, link } : null;
      show({ level: 'INFO', message });
    },
    [show],
  );
  // Firebase keeps the listener it was given; it calls the latest handler through this ref
  const onPush = useRef(handlePush);
  useEffect(() => {
    onPush.current = handlePush;
  }, [handlePush]);

  useEffect(() => {
    if (!config) return;
    let active = true;
    let session: PushSession | undefined;
    load()
      .then(({ startPush }) => (active ? startPush(config, (data, title) => onPush.current(data, title)) : null))
      .then((started) => {
        if (!started) return;
        session = started;
        if (!active) started.stop();
      })
      .catch((error: unknown) => console.warn('[push] could not load', error));
    return () => {
      active = false;
      session?.stop();
    };
  }, [config, load]);

  // ties the link to the banner shown for it (each show() gets a new id)
  useEffect(() => {
    const shown = pending.current;
    if (shown && current?.level === 'INFO' && current.message === shown.message) {
      pending.current = null;
      setLinked({ ...shown, bannerId: current.id });
    }
  }, [current]);

  if (!linked || current?.id !== linked.bannerId) return null;
  return (
    <Box sx={bannerSx('INFO')} data-testid="push-contract-link">
      <Link component={RouterLink} to={linked.link} onClick={clear}>
        {translate('push.openContract', { 0: linked.contractId })}
      </Link>
    </Box>
  );
}
