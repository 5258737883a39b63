/**
 * The console (<App>: react-admin, the layout and every signed-in screen) is a chunk of its own,
 * so that /login loads without it. No other import here: main.tsx starts it before anything else.
 * It counts as here once the page the address opens has arrived too, or has had its moment
 * (src/openingPage.ts): the console's first render then shows that page at once.
 */
export const loadConsole = () => import('./App').then(({ App, openingPage }) => openingPage.then(() => ({ default: App })));
