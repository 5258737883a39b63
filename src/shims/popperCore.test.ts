// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const elements = () => {
  const reference = document.createElement('button');
  const popper = document.createElement('div');
  document.body.append(reference, popper);
  return { reference, popper };
};
/** A fresh copy of the shim, before the real popper has arrived. */
const shim = () => import('./popperCore');

beforeEach(() => vi.resetModules());

describe("the console's createPopper (MUI Popper's, fetched when a popper first opens)", () => {
  it('hides a popper opened before the real one arrived, then places and shows it', async () => {
    const { createPopper, loadPopper } = await shim();
    const { reference, popper } = elements();
    const instance = createPopper(reference, popper, { placement: 'bottom' });
    expect(popper.style.visibility).toBe('hidden');
    expect(popper.style.position).toBe('');
    instance.forceUpdate();
    await expect(instance.update()).resolves.toEqual({});
    await loadPopper();
    await new Promise((resolve) => setTimeout(resolve));
    expect(popper.style.visibility).toBe('');
    expect(popper.style.position).toBe('absolute');
    expect(instance.state.placement).toBe('bottom');
    instance.destroy();
  });

  it('leaves a popper closed before the real one arrived as it was', async () => {
    const { createPopper, loadPopper } = await shim();
    const { reference, popper } = elements();
    createPopper(reference, popper).destroy();
    expect(popper.style.visibility).toBe('');
    await loadPopper();
    expect(popper.style.position).toBe('');
  });

  it('is the real one at once from then on', async () => {
    const { createPopper, loadPopper } = await shim();
    await loadPopper();
    const { reference, popper } = elements();
    const instance = createPopper(reference, popper, { placement: 'top' });
    expect(popper.style.visibility).toBe('');
    expect(instance.state.options.placement).toBe('top');
    expect(popper.style.position).toBe('absolute');
    instance.destroy();
  });
});
