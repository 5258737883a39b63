import HomeIcon from '@mui/icons-material/Home';
import type { Feature } from '../../feature';
import { data } from './data';
import { DisputeQueue } from './DisputeQueue';
import HomePage from './HomePage';
import { aliasPath, path } from './paths';

/** The queue opens with home, for the roles with the disputes area: a cold load starts it early. */
const opening = { area: 'disputes', chunk: DisputeQueue } as const;

/**
 * Home (spec §2: / and /home): a greeting, then the dispute queue, or the screens a role without
 * the disputes area can open. Part of the console's chunk (most visits start here); the queue is
 * a chunk of its own (DisputeQueue.ts).
 */
export default {
  name: 'home',
  routes: [
    { path, page: HomePage, opening },
    { path: aliasPath, page: HomePage, opening },
  ],
  nav: { path, icon: HomeIcon, order: 10, area: 'home' },
  access: { home: 'home', disputes: 'disputes' },
  data,
  language: { console: ['disputes'] },
} satisfies Feature;
