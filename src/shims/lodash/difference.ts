// lodash/difference.js for ra-core's list modules (vite.shims.ts): see ./arrays.ts
export { difference as default } from './arrays';
