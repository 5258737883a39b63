import type { Feature } from './feature';
import { data as market } from './data/market';
import admin from './features/admin';
import analytics from './features/analytics';
import audit from './features/audit';
import cases from './features/cases';
import clocks from './features/clocks';
import compliance from './features/compliance';
import contracts from './features/contracts';
import escrows from './features/escrows';
import events from './features/events';
import fourEyes from './features/fourEyes';
import grouphug from './features/grouphug';
import home from './features/disputes';
import news from './features/news';
import notFound from './features/not-found';
import offers from './features/offers';
import operations from './features/operations';
import parts from './features/parts';
import scammers from './features/scammers';
import sanctions from './features/sanctions';
import search from './features/search';
import settings from './features/settings';
import users from './features/users';

/**
 * What every screen shares and what renders beside the console (the login page, the fallbacks):
 * the app bar's market price and the catalogues of the shell.
 */
const shell: Feature = {
  name: 'shell',
  data: market,
  language: { first: ['shell', 'login', 'errors'], console: ['tools', 'push', 'market', 'paymentMethods'], case: ['tradeStatus'], rest: ['currencies', 'palette'] },
};

/**
 * The one list of the console's features. The routes and resources (src/featureRoutes.tsx), the
 * menu (src/ui/navItems.ts), canAccess's areas, the dataProvider (src/featureProviders.ts), the
 * route manifest (src/routeManifest.ts) and the catalogues' registry are derived from it.
 * Adding a screen: its folder under src/features/, and one line here (docs/patterns.md).
 */
export const FEATURES: readonly Feature[] = [
  shell,
  home,
  search,
  analytics,
  news,
  grouphug,
  escrows,
  events,
  admin,
  compliance,
  users,
  scammers,
  settings,
  contracts,
  offers,
  cases,
  clocks,
  fourEyes,
  audit,
  sanctions,
  parts,
  operations,
  notFound,
];
