// lodash's own modules, which src/shims/lodash/lodash.test.ts compares the shims with (lodash has no types here)
declare module 'lodash/union.js' {
  export default function union(...arrays: unknown[]): unknown[];
}
declare module 'lodash/difference.js' {
  export default function difference(array: unknown, ...values: unknown[]): unknown[];
}
declare module 'lodash/pick.js' {
  export default function pick(object: unknown, ...paths: unknown[]): Record<string, unknown>;
}
declare module 'lodash/defaults.js' {
  export default function defaults(object: unknown, ...sources: unknown[]): Record<string, unknown>;
}
declare module 'lodash/get.js' {
  export default function get(object: unknown, path: unknown, defaultValue?: unknown): unknown;
}
declare module 'lodash/set.js' {
  export default function set<T>(object: T, path: unknown, value: unknown): T;
}
declare module 'lodash/debounce.js' {
  export default function debounce<A extends unknown[], R>(func: (...args: A) => R, wait?: number): ((...args: A) => R | undefined) & { cancel(): void; flush(): R | undefined };
}
