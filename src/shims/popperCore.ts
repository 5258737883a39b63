import type { Instance, Modifier, OptionsGeneric, State, VirtualElement } from '@popperjs/core';

/**
 * @popperjs/core's `createPopper` for MUI's Popper (BasePopper, the floating part of every Tooltip):
 * the real one (20 kB of positioning code) is fetched when a popper first opens, not with every
 * page, since no first paint draws a tooltip (vite.shims.ts). Until it has arrived, the popper
 * element stays hidden (it would show unplaced, at the top left); then the real popper places and
 * shows it, and every later popper is the real one at once. A failed download leaves the element
 * hidden, and the next opening tries again.
 */
type Options = Partial<OptionsGeneric<Partial<Modifier<string, object>>>>;
type Create = (reference: Element | VirtualElement, popper: HTMLElement, options?: Options) => Instance;

let real: Create | undefined;
let loading: Promise<Create> | undefined;

export function loadPopper(): Promise<Create> {
  loading ??= import('@popperjs/core').then(
    (module) => (real = module.createPopper as Create),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export function createPopper(reference: Element | VirtualElement, popper: HTMLElement, options?: Options): Instance {
  if (real) return real(reference, popper, options);
  let instance: Instance | undefined;
  let destroyed = false;
  const visibility = popper.style.visibility;
  popper.style.visibility = 'hidden';
  void loadPopper().then(
    (create) => {
      if (destroyed) return;
      popper.style.visibility = visibility;
      instance = create(reference, popper, options);
    },
    () => undefined,
  );
  return {
    get state() {
      return instance?.state as State;
    },
    destroy: () => {
      destroyed = true;
      if (instance) instance.destroy();
      else popper.style.visibility = visibility;
    },
    forceUpdate: () => instance?.forceUpdate(),
    update: () => (instance ? instance.update() : Promise.resolve({})),
    setOptions: (action) => (instance ? instance.setOptions(action) : Promise.resolve({})),
  };
}
