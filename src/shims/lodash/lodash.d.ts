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
