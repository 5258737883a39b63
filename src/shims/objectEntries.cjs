// node-polyglot's Object.entries polyfill (object.entries) without its ~35 kB of get-intrinsic & co.:
// every browser of the build target (es2022) has Object.entries. Aliased in vite.config.ts.
module.exports = Object.entries;
