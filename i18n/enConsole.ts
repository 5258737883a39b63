import englishMessages from 'ra-language-english';
import { mergeTrees } from './types';
import { enFirst } from './enFirst';
import { disputes } from './areas/disputes';
import { cases } from './areas/cases';
import { tools } from './areas/tools';
import { push } from './areas/push';
import { market } from './areas/market';

/**
 * The English that comes with the console's code (src/App.tsx): react-admin's messages, the first
 * part (i18n/enFirst.ts) and the areas of what every console page shows (the app bar with the
 * market price, the navigation, the realtime state and push notifications, the keyboard shortcuts)
 * and of home (the dispute queue with its owners, the CSV export, the welcome). Every other area
 * (the command palette's too, whose chunk waits for it) is i18n/enRest.ts, which every other page
 * waits for (src/ui/lazyRoute.ts). tests/unit/englishParts.test.ts checks that the two are the
 * whole catalogue and that the code of the console's first screen uses no key of the rest.
 */
export const enConsole = mergeTrees<object>(englishMessages, enFirst, disputes.en, cases.en, tools.en, push.en, market.en);
