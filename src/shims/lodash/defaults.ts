// lodash/defaults.js for ra-core's list modules (vite.shims.ts): see ./arrays.ts
export { defaults as default } from './arrays';
