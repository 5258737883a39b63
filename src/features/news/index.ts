import NewspaperIcon from '@mui/icons-material/Newspaper';
import type { News } from '../../contract';
import { lazyRoute } from '../../ui/lazyRoute';

/** The `news` resource (route /news, admins), its own chunk. */
export default {
  list: lazyRoute(() => import('./NewsPage')),
  icon: NewspaperIcon,
  recordRepresentation: (news: News) => news.text,
};
