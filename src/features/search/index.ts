import SearchIcon from '@mui/icons-material/Search';
import type { Feature } from '../../feature';

/** Search (spec §2: TradeSearch, UserSearch, SearchOffers as tabs of one screen; maintainer or mediator). */
export default {
  name: 'search',
  routes: [{ path: '/search', load: () => import('./SearchPage') }],
  nav: { path: '/search', icon: SearchIcon, order: 20, area: 'search' },
  access: { search: 'search', tradeSearch: 'search', userSearch: 'search', offerSearch: 'search' },
  data: () => import('./data').then((module) => module.data),
  language: { rest: ['search'] },
} satisfies Feature;
