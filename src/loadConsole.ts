/**
 * The console (<App>: react-admin, the layout and every signed-in screen) is a chunk of its own,
 * so that /login loads without it. No other import here: main.tsx starts it before anything else.
 * It counts as here once its start has run (src/openingPage.ts): its English, and the page the
 * address opens, which its first render then shows at once.
 */
export const loadConsole = () => import('./App').then(({ App, startConsole }) => startConsole(window.location.pathname).then(() => ({ default: App })));
