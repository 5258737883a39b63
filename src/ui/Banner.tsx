import { useContext } from 'react';
import { Box, IconButton, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'ra-core';
import { BannerApiContext, BannerStateContext, type BannerApi, type BannerMessage } from './BannerProvider';
import { bannerSx } from './bannerStyles';

export { BannerProvider } from './BannerProvider';
export type { BannerMessage } from './BannerProvider';
export type { BannerLevel } from './bannerStyles';

/** `show({ level, message, args, timeout })` and `clear()` for the global banner. */
export const useBanner = (): BannerApi => useContext(BannerApiContext);

const toTranslateArgs = (args: BannerMessage['args']): Record<string, string | number> =>
  Array.isArray(args) ? Object.fromEntries(args.map((value, i) => [String(i), value])) : (args ?? {});

/**
 * The banner itself, at the top of the layout and of the login page. Errors and warnings are
 * alerts (read out at once); OK and info are polite status messages.
 */
export function Banner() {
  const current = useContext(BannerStateContext);
  const { clear } = useBanner();
  const translate = useTranslate();
  if (!current) return null;
  const { level, message, args, id, link } = current;
  return (
    <Box key={id} role={level === 'ERROR' || level === 'WARN' ? 'alert' : 'status'} data-level={level} sx={bannerSx(level)}>
      <Box component="span" sx={{ flex: 1 }}>
        {translate(message, { _: message, ...toTranslateArgs(args) })}
        {link && (
          <>
            {' '}
            <Link component={RouterLink} to={link.to} onClick={clear} color="inherit" sx={{ fontWeight: 600 }}>
              {translate(link.label, { _: link.label, ...link.args })}
            </Link>
          </>
        )}
      </Box>
      <IconButton size="small" color="inherit" aria-label={translate('app.close')} onClick={clear}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
