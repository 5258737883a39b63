/**
 * The sign-in screen (spec §2 /login): a root of its own beside the console (src/router.tsx) and
 * a chunk of its own, so that it loads without react-admin's UI. No other import here: main.tsx
 * starts it before anything else.
 */
export { path } from './path';
export const loadRoot = () => import('./LoginRoot');
