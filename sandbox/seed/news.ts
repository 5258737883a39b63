import type { News } from '../../src/contract';
import { DAY } from '../../src/contract/constants';
import { NEWS } from '../db/adminTables';
import { part, type SeedContext } from './context';

/** News in the console's languages. Markup in user text is the browser tests' to post (news.spec.ts), not the demo's. */
function demoNews(now: Date): News[] {
  const items: Omit<News, 'id' | 'date'>[] = [
    { text: 'Peach now supports Lightning payouts for GroupHug batches.', shareText: 'Lightning payouts are live on Peach', url: 'https://peachbitcoin.com/blog/', language: 'en' },
    { text: 'Meet us at the Baltic Honeybadger in Riga!', shareText: 'Peach at Baltic Honeybadger', url: 'https://baltichoneybadger.com/', language: 'en' },
    { text: 'Neue Zahlungsmethode: Twint ist jetzt verfügbar.', shareText: 'Twint auf Peach', language: 'de' },
    { text: 'Twint isch jetzt verfüegbar – handle diräkt uf Peach.', shareText: 'Twint uf Peach', language: 'de-CH' },
    { text: 'Wartung am Sonntag zwischen 02:00 und 03:00 UTC.', shareText: '', language: 'de' },
    { text: 'Referral codes now give 100 bonus points per referred trade.', shareText: 'Share your referral code', language: 'en' },
    { text: 'Peach at the Bitcoin Film Festival in Warsaw: come say hi at our stand.', shareText: 'Peach in Warsaw', language: 'en' },
    { text: 'Scheduled maintenance on Sunday, 02:00–03:00 UTC.', shareText: '', url: 'https://status.peachbitcoin.com/', language: 'en' },
  ];
  return items.map((item, i) => ({
    id: `news-${String(i + 1).padStart(3, '0')}`,
    ...item,
    date: new Date(now.getTime() - (items.length - i) * 3 * DAY),
  }));
}

export async function seedNews(ctx: SeedContext): Promise<void> {
  await ctx.emit([part(NEWS, demoNews(ctx.now))]);
}
