import type { Feature } from '../../feature';

/** Settings (spec §2, everyone signed in: the gear in the app bar, not a navigation entry). */
export default {
  name: 'settings',
  routes: [{ path: '/settings', load: () => import('./SettingsPage') }],
  access: { settings: 'settings' },
  data: () => import('./data').then((module) => module.data),
  language: { rest: ['settings'] },
} satisfies Feature;
