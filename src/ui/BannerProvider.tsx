import { createContext, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { NOTIFICATION_AUTO_CLEAR_MS } from '../domain/constants';
import type { BannerLevel } from './bannerStyles';

export interface BannerMessage {
  /** OK unless told otherwise */
  level?: BannerLevel;
  /** a catalogue key, or plain text when the catalogue has no such key */
  message: string;
  /** the key's placeholders: `$0` ← args[0] or args['0'] */
  args?: Record<string, string | number> | Array<string | number>;
  /**
   * Clear by itself: `true` after NOTIFICATION_AUTO_CLEAR_MS (10 s, spec §9), a number after that
   * many ms. Without it the banner stays until replaced or closed.
   */
  timeout?: boolean | number;
  /** a link shown in the banner, e.g. to the contract a notification names; label is a catalogue key */
  link?: BannerLink;
}

export interface BannerLink {
  to: string;
  label: string;
  args?: Record<string, string | number>;
}

export interface ShownBanner extends BannerMessage {
  level: BannerLevel;
  /** new per show(), so the same text shown twice is announced twice */
  id: number;
}

export interface BannerApi {
  show: (message: BannerMessage) => void;
  clear: () => void;
}

export const BannerApiContext = createContext<BannerApi>({ show: () => undefined, clear: () => undefined });
export const BannerStateContext = createContext<ShownBanner | null>(null);

/** Holds the one global banner (spec §2). Mounted above react-admin so /login can show banners too. */
export function BannerProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownBanner | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const nextId = useRef(0);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setCurrent(null);
  }, []);

  const show = useCallback(
    ({ level = 'OK', timeout, ...rest }: BannerMessage) => {
      clearTimeout(timer.current);
      setCurrent({ ...rest, level, timeout, id: ++nextId.current });
      if (timeout) timer.current = setTimeout(clear, timeout === true ? NOTIFICATION_AUTO_CLEAR_MS : timeout);
    },
    [clear],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  const api = useMemo(() => ({ show, clear }), [show, clear]);
  return (
    <BannerApiContext.Provider value={api}>
      <BannerStateContext.Provider value={current}>{children}</BannerStateContext.Provider>
    </BannerApiContext.Provider>
  );
}
