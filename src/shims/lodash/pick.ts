// lodash/pick.js for ra-core's list modules (vite.shims.ts): see ./arrays.ts
export { pick as default } from './arrays';
