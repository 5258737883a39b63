/**
 * lodash's `debounce` without options (trailing edge only), as ra-core's list parameters (typing in
 * a filter) and its scroll-position tracking call it (vite.shims.ts): lodash's algorithm as it runs
 * for those calls, without its option parsing and number conversion. Each call postpones `func`
 * until `wait` ms have passed since the last one; `cancel` and `flush` as lodash's.
 * src/shims/lodash/lodash.test.ts compares it with lodash under fake timers.
 */
export default function debounce<A extends unknown[], R>(func: (...args: A) => R, wait: number) {
  if (typeof func !== 'function') throw new TypeError('Expected a function');
  const delay = Number(wait) || 0;
  let lastArgs: A | undefined;
  let lastThis: unknown;
  let result: R | undefined;
  let timerId: ReturnType<typeof setTimeout> | undefined;
  let lastCallTime: number | undefined;

  const invoke = () => {
    const args = lastArgs as A;
    const thisArg = lastThis;
    lastArgs = lastThis = undefined;
    result = func.apply(thisArg, args);
    return result;
  };
  const shouldInvoke = (time: number) => {
    if (lastCallTime === undefined) return true;
    const sinceLastCall = time - lastCallTime;
    return sinceLastCall >= delay || sinceLastCall < 0;
  };
  const trailingEdge = () => {
    timerId = undefined;
    if (lastArgs) return invoke();
    lastArgs = lastThis = undefined;
    return result;
  };
  const timerExpired = () => {
    const time = Date.now();
    if (shouldInvoke(time)) {
      trailingEdge();
      return;
    }
    timerId = setTimeout(timerExpired, delay - (time - (lastCallTime as number)));
  };

  function debounced(this: unknown, ...args: A): R | undefined {
    lastArgs = args;
    lastThis = this;
    lastCallTime = Date.now();
    if (timerId === undefined) timerId = setTimeout(timerExpired, delay);
    return result;
  }
  debounced.cancel = () => {
    if (timerId !== undefined) clearTimeout(timerId);
    lastArgs = lastCallTime = lastThis = timerId = undefined;
  };
  debounced.flush = () => (timerId === undefined ? result : trailingEdge());
  return debounced;
}
