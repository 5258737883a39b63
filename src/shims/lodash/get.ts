// lodash/get.js for the first load's callers (vite.shims.ts): see ./paths.ts
export { get as default } from './paths';
