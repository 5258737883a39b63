// lodash/union.js for ra-core's list modules (vite.shims.ts): see ./arrays.ts
export { union as default } from './arrays';
