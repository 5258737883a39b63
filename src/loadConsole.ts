/**
 * The console (<App>: react-admin, the layout and every signed-in screen) is a chunk of its own,
 * so that /login loads without it. No other import here: main.tsx starts it before anything else.
 */
export const loadConsole = () => import('./App').then(({ App }) => ({ default: App }));
