import { cloneElement, useEffect, useRef, useSyncExternalStore, type ReactElement, type Ref } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';
import { useForkRef } from '@mui/material/utils';

type MuiTooltip = typeof import('@mui/material/Tooltip').default;
type ChildProps = { 'aria-label'?: string; onMouseOver?: (event: unknown) => void; onFocus?: (event: unknown) => void; ref?: Ref<HTMLElement> };

/**
 * MUI's Tooltip (and the popper that places it) arrives with the staff member's first move of the
 * mouse, touch or key press, not with the page: a first screen draws without it. Until then the
 * element is named by the title as MUI's Tooltip names it (its own aria-label wins).
 */
let loaded: MuiTooltip | undefined;
let asked = false;
const waiting = new Set<() => void>();

function load(): void {
  if (asked) return;
  asked = true;
  import('@mui/material/Tooltip').then(
    (module) => {
      loaded = module.default;
      for (const notify of waiting) notify();
    },
    // a failed download leaves the titles as names; the next interaction asks again
    () => (asked = false),
  );
}

const FIRST_INTERACTIONS = ['pointermove', 'pointerdown', 'keydown'] as const;
let listening = false;
function loadOnFirstInteraction(): void {
  if (listening || asked) return;
  listening = true;
  const start = () => {
    for (const type of FIRST_INTERACTIONS) window.removeEventListener(type, start, true);
    load();
  };
  for (const type of FIRST_INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true });
}

const subscribe = (notify: () => void) => {
  waiting.add(notify);
  return () => void waiting.delete(notify);
};
const current = () => loaded;

/** MUI's Tooltip, its code loaded on the first interaction; the same props. */
export function Tooltip({ title, children, ...props }: TooltipProps) {
  const Loaded = useSyncExternalStore(subscribe, current, current);
  const node = useRef<HTMLElement | null>(null);
  const child = children as ReactElement<ChildProps>;
  const ref = useForkRef(child.props.ref, node);
  useEffect(loadOnFirstInteraction, []);
  if (Loaded) {
    // MUI's Tooltip mounts its child afresh: a keyboard user who was on it stays on it
    const hadFocus = node.current !== null && node.current === document.activeElement;
    const refocus = (element: HTMLElement | null) => {
      if (hadFocus && element && document.activeElement !== element) element.focus();
    };
    return (
      <Loaded title={title} {...props} ref={refocus}>
        {children}
      </Loaded>
    );
  }
  return cloneElement(child, {
    'aria-label': child.props['aria-label'] ?? (typeof title === 'string' ? title : undefined),
    onMouseOver: (event: unknown) => {
      child.props.onMouseOver?.(event);
      load();
    },
    onFocus: (event: unknown) => {
      child.props.onFocus?.(event);
      load();
    },
    ref,
  });
}
