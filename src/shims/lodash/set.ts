// lodash/set.js for ra-core's list query (vite.shims.ts): see ./paths.ts
export { set as default } from './paths';
