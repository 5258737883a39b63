import { useTranslate } from 'ra-core';
import { Box, Link } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import StarIcon from '@mui/icons-material/Star';
import { eventLogoUrl } from './api';
import type { PeachEvent } from '../../contract';

/** Cells shared by the row and its editor. User content is rendered as text only. */

export function EventLogo({ event }: { event: PeachEvent }) {
  const translate = useTranslate();
  if (!event.logo) {
    return (
      <>
        <span aria-hidden="true">–</span>
        <Box component="span" sx={visuallyHidden}>
          {translate('events.noLogo')}
        </Box>
      </>
    );
  }
  return (
    <img
      src={eventLogoUrl(event.logo)}
      alt={translate('events.logoAlt', { 0: event.shortName })}
      width={40}
      height={40}
      style={{ objectFit: 'contain', display: 'block' }}
    />
  );
}

/** A web address as a link only when it is http(s); anything else (javascript:, data:) stays text. */
export function SafeLink({ href }: { href?: string }) {
  if (!href) return null;
  if (!/^https?:\/\//i.test(href)) return <>{href}</>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
      {href}
    </Link>
  );
}

/** Featured as a star with its text alternative (spec review: not "true"/"false" as text). */
export function FeaturedMark({ featured }: { featured: boolean }) {
  const translate = useTranslate();
  if (featured) return <StarIcon color="warning" fontSize="small" titleAccess={translate('events.featured.yes')} />;
  return (
    <>
      <span aria-hidden="true">–</span>
      <Box component="span" sx={visuallyHidden}>
        {translate('events.featured.no')}
      </Box>
    </>
  );
}
