import { useRtl } from '@mui/system/RtlProvider';
import { keyframes, styled, type SxProps, type Theme } from '@mui/material/styles';

/**
 * MUI's LinearProgress as a CSV export shows it (primary colour, determinate or indeterminate): the
 * same elements, classes, attributes and styles (MUI 7's, in the same order), without the buffer
 * and query variants and the other colours, so that a list's first load does not carry
 * LinearProgress for a bar that only shows while an export runs.
 */
type Variant = 'determinate' | 'indeterminate';

const indeterminate1 = keyframes`
  0% {
    left: -35%;
    right: 100%;
  }

  60% {
    left: 100%;
    right: -90%;
  }

  100% {
    left: 100%;
    right: -90%;
  }
`;
const indeterminate2 = keyframes`
  0% {
    left: -200%;
    right: 100%;
  }

  60% {
    left: 107%;
    right: -8%;
  }

  100% {
    left: 107%;
    right: -8%;
  }
`;

const Root = styled('span')(({ theme }) => ({
  position: 'relative',
  overflow: 'hidden',
  display: 'block',
  height: 4,
  zIndex: 0,
  '@media print': { colorAdjust: 'exact' },
  backgroundColor: theme.palette.mode === 'light' ? theme.lighten(theme.palette.primary.main, 0.62) : theme.darken(theme.palette.primary.main, 0.5),
}));

const barBase = { width: '100%', position: 'absolute', left: 0, bottom: 0, top: 0, transition: 'transform 0.2s linear', transformOrigin: 'left' } as const;

const Bar1 = styled('span')<{ ownerState: { variant: Variant } }>(({ theme, ownerState }) => ({
  ...barBase,
  backgroundColor: theme.palette.primary.main,
  ...(ownerState.variant === 'determinate' ? { transition: 'transform .4s linear' } : { width: 'auto', animation: `${indeterminate1} 2.1s cubic-bezier(0.65, 0.815, 0.735, 0.395) infinite` }),
}));

const Bar2 = styled('span')(({ theme }) => ({
  ...barBase,
  '--LinearProgressBar2-barColor': theme.palette.primary.main,
  backgroundColor: 'var(--LinearProgressBar2-barColor, currentColor)',
  width: 'auto',
  animation: `${indeterminate2} 2.1s cubic-bezier(0.165, 0.84, 0.44, 1) 1.15s infinite`,
}));

export function ExportProgressBar({ variant, value, sx, 'aria-hidden': ariaHidden }: { variant: Variant; value?: number; sx?: SxProps<Theme>; 'aria-hidden'?: boolean }) {
  const isRtl = useRtl();
  const determinate = variant === 'determinate' && value !== undefined;
  const shift = determinate ? (isRtl ? 100 - value : value - 100) : undefined;
  return (
    <Root
      className={`MuiLinearProgress-root MuiLinearProgress-colorPrimary MuiLinearProgress-${variant}`}
      role="progressbar"
      aria-hidden={ariaHidden}
      {...(determinate ? { 'aria-valuenow': Math.round(value), 'aria-valuemin': 0, 'aria-valuemax': 100 } : {})}
      sx={sx}
    >
      <Bar1
        className={`MuiLinearProgress-bar MuiLinearProgress-bar1 MuiLinearProgress-barColorPrimary MuiLinearProgress-bar1${variant === 'determinate' ? 'Determinate' : 'Indeterminate'}`}
        ownerState={{ variant }}
        style={shift === undefined ? {} : { transform: `translateX(${shift}%)` }}
      />
      {variant === 'determinate' ? null : <Bar2 className="MuiLinearProgress-bar MuiLinearProgress-bar2 MuiLinearProgress-barColorPrimary MuiLinearProgress-bar2Indeterminate" style={{}} />}
    </Root>
  );
}
