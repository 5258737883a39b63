/**
 * Home (spec §2: / and /home): a greeting, then the dispute queue, or the screens a role without the
 * disputes area can open. Part of the console's chunk (most visits start here); the queue is a
 * chunk of its own.
 */
export const path = '/';
export const aliasPath = '/home';
export { default as HomePage } from './HomePage';
