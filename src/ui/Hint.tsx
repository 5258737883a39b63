import { styled } from '@mui/material/styles';
import { cloneElement, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';

export type HintPlacement = 'bottom' | 'bottom-start' | 'bottom-end';

export interface HintProps {
  /** the words shown, and what the element is described by */
  title: ReactNode;
  /** one element that takes focus or hover: a button, a link, a sort label */
  children: ReactElement<{ 'aria-describedby'?: string; 'aria-label'?: string }>;
  placement?: HintPlacement;
  /** ms of hover before it shows */
  enterDelay?: number;
}

/**
 * The bubble's box starts right under the element, its padding the gap, so the pointer can move
 * onto the words without leaving the anchor (WCAG 1.4.13: hoverable).
 */
const Anchor = styled('span')(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  verticalAlign: 'middle',
  '& > [role="tooltip"]': {
    position: 'absolute',
    top: '100%',
    zIndex: theme.zIndex.tooltip,
    paddingTop: 4,
  },
  '& > [data-placement="bottom"]': { left: '50%', transform: 'translateX(-50%)' },
  '& > [data-placement="bottom-start"]': { left: 0 },
  '& > [data-placement="bottom-end"]': { right: 0 },
  '& > [role="tooltip"] > span': {
    display: 'block',
    whiteSpace: 'nowrap',
    padding: '4px 8px',
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.grey[700],
    color: theme.palette.common.white,
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(11),
    fontWeight: theme.typography.fontWeightMedium,
    lineHeight: 1.4,
  },
}));

/**
 * A tooltip drawn with CSS beside its element: shown after a short hover and on keyboard focus,
 * hidden by Escape, by leaving, or by a click. Unlike MUI's Tooltip it needs no positioning engine,
 * portal or transition component, so the first screens load none, and the element itself is never
 * swapped or remounted. Positions below the element only: the console's hints sit on app-bar
 * buttons and table headers. As MUI's does, a text names an element that has no name of its own,
 * and otherwise describes it while shown.
 */
export function Hint({ title, children, placement = 'bottom', enterDelay = 100 }: HintProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = (delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  const names = typeof title === 'string' && !children.props['aria-label'];
  const extra = names ? { 'aria-label': title } : open && children.props['aria-label'] !== title ? { 'aria-describedby': id } : undefined;
  return (
    <Anchor
      onMouseEnter={() => show(enterDelay)}
      onMouseLeave={hide}
      onFocus={(event) => {
        if (event.target instanceof Element && event.target.matches(':focus-visible')) show(0);
      }}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide();
      }}
      onClick={hide}
    >
      {extra ? cloneElement(children, extra) : children}
      {open && (
        <span role="tooltip" id={id} data-placement={placement}>
          <span>{title}</span>
        </span>
      )}
    </Anchor>
  );
}
