import { createElement, forwardRef, useEffect, useReducer, type ComponentType, type Ref } from 'react';
import type { PopperProps } from '@mui/material/Popper';

type PopperComponent = ComponentType<PopperProps & { ref?: Ref<HTMLDivElement> }>;

let popper: PopperComponent | undefined;
let loading: Promise<void> | undefined;

/** MUI's Popper (with @popperjs/core), loaded once; a failed download is forgotten, so the next opening tries again. */
export function loadPopper(): Promise<void> {
  loading ??= import('@mui/material/Popper').then(
    (module) => {
      popper = module.default as PopperComponent;
    },
    () => {
      loading = undefined;
    },
  );
  return loading;
}

/**
 * MUI's Popper for MUI's Tooltip (the build gives Tooltip this one, vite.shims.ts): a closed
 * tooltip renders no popper at all, so Popper and @popperjs/core load when a tooltip first opens
 * (hover, focus, touch) instead of with every page. The anchor and its accessible name are the
 * Tooltip's own and render at once; only the floating text waits for its chunk.
 */
export const LazyPopper = forwardRef<HTMLDivElement, PopperProps>(function LazyPopper(props, ref) {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const wanted = Boolean(props.open || props.keepMounted);
  useEffect(() => {
    if (!popper && wanted) void loadPopper().then(arrived);
  }, [wanted]);
  return popper ? createElement(popper, { ...props, ref }) : null;
});

export default LazyPopper;
