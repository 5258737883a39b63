import NewspaperIcon from '@mui/icons-material/Newspaper';
import type { News } from '../../contract';
import type { Feature } from '../../feature';

/** The `news` resource (route /news, admins), its own chunk. Its texts are the admin screens' (i18n/rest/admin.ts). */
export default {
  name: 'news',
  resources: [{ name: 'news', list: () => import('./NewsPage'), icon: NewspaperIcon, recordRepresentation: (news: News) => news.text }],
  nav: { path: '/news', icon: NewspaperIcon, order: 40, area: 'news' },
  access: { news: 'news' },
  data: () => import('./data').then((module) => module.data),
} satisfies Feature;
