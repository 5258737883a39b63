import { useId } from 'react';
import { Box, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { WhenSeen } from '../../ui/WhenSeen';
import type { AuditTrailProps } from '../audit/AuditTrail';
import { lazyPart } from './lazyCaseParts';

/** The trail's section as it will be (its heading, room for the table) until its code and rows are fetched. */
function Placeholder({ resource, heading }: Pick<AuditTrailProps, 'resource' | 'heading'>) {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} data-testid={resource}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate(heading)}
      </Typography>
      <Skeleton variant="rectangular" height={190} aria-hidden />
    </Box>
  );
}

// with the case's other parts fetched on demand (caseOnDemand.ts)
const AuditTrail = lazyPart((parts) => parts.AuditTrail, Placeholder);

/**
 * The case's audit trail (features/audit), fetched (its code and its rows) when it comes near the
 * screen. It sits below the trade, the dispute and the parties: out of view when a case opens, so
 * its table's code need not be part of the case's first load.
 */
export function CaseAuditTrail(props: AuditTrailProps) {
  return (
    <WhenSeen placeholder={<Placeholder resource={props.resource} heading={props.heading} />}>
      <AuditTrail {...props} />
    </WhenSeen>
  );
}
