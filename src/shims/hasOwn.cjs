// node-polyglot's `hasown` without the function-bind polyfill it binds with: every browser of the
// build target (es2022) has Object.hasOwn, which takes the same (object, key) and throws on null
// and undefined alike. Aliased in vite.config.ts.
module.exports = Object.hasOwn;
