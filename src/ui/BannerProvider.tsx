import { createContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { BannerLevel } from './bannerStyles';
import { bannerLifetime, MAX_WAITING_BANNERS, waitsBehind } from './bannerTiming';

export interface BannerMessage {
  /** OK unless told otherwise */
  level?: BannerLevel;
  /** a catalogue key, or plain text when the catalogue has no such key */
  message: string;
  /** the key's placeholders: `$0` ← args[0] or args['0'] */
  args?: Record<string, string | number> | Array<string | number>;
  /**
   * When it clears by itself (./bannerTiming.ts): left out, after the time of its level; `true`
   * after NOTIFICATION_AUTO_CLEAR_MS (10 s, spec §9); a number after that many ms; `false` never
   * (it stays until replaced or closed).
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

/**
 * Holds the one global banner (spec §2). Mounted above react-admin so /login can show banners too.
 * Each banner clears after the time of its kind; notifications that arrive while an error shows
 * wait in line and follow it (./bannerTiming.ts).
 */
export function BannerProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownBanner | null>(null);
  const shown = useRef<ShownBanner | null>(null);
  const waiting = useRef<BannerMessage[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const nextId = useRef(0);

  const api = useMemo<BannerApi>(() => {
    function display(message: BannerMessage | undefined) {
      clearTimeout(timer.current);
      const banner = message ? { ...message, level: message.level ?? 'OK', id: ++nextId.current } : null;
      shown.current = banner;
      setCurrent(banner);
      const lifetime = banner && bannerLifetime(banner.level, banner.timeout);
      if (lifetime !== null) timer.current = setTimeout(clear, lifetime);
    }
    /** Closes the shown banner; the next waiting notification, if any, takes its place. */
    function clear() {
      display(waiting.current.shift());
    }
    function show(message: BannerMessage) {
      if (waitsBehind(shown.current?.level, message.level ?? 'OK')) waiting.current = [...waiting.current, message].slice(-MAX_WAITING_BANNERS);
      else display(message);
    }
    return { show, clear };
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <BannerApiContext.Provider value={api}>
      <BannerStateContext.Provider value={current}>{children}</BannerStateContext.Provider>
    </BannerApiContext.Provider>
  );
}
