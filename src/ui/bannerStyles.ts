import type { SxProps, Theme } from '@mui/material';

/** The four banner levels of spec §2; OK is the default. */
export type BannerLevel = 'OK' | 'ERROR' | 'WARN' | 'INFO';

/** Green, red, yellow, blue, each with a text colour that keeps WCAG AA contrast. */
export const BANNER_COLOURS: Record<BannerLevel, { bg: string; fg: string }> = {
  OK: { bg: '#1b5e20', fg: '#ffffff' },
  ERROR: { bg: '#b71c1c', fg: '#ffffff' },
  WARN: { bg: '#ffd54f', fg: '#212121' },
  INFO: { bg: '#0d47a1', fg: '#ffffff' },
};

export const bannerSx = (level: BannerLevel): SxProps<Theme> => ({
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  px: 2,
  py: 1,
  bgcolor: BANNER_COLOURS[level].bg,
  color: BANNER_COLOURS[level].fg,
  '& a': { color: 'inherit', fontWeight: 600 },
});
