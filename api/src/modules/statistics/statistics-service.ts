import { areas, roles } from 'contracts/enums';
import { qatarDate } from 'contracts/opening-hours';
import { adState } from 'contracts/schemas/ad';
import type { Statistics } from 'contracts/schemas/admin';
import type { Db } from '../../db/client.ts';
import { createStatisticsRepository } from './statistics-repository.ts';

const DAY_MS = 86_400_000;
const WEEKS = 12;

/** The back office's dashboard: users, listings, posts, ads, saves and messages, counted now. */
export function createStatisticsService(db: Db, clock: () => Date) {
  const repository = createStatisticsRepository(db);

  async function users(now: Date): Promise<Statistics['users']> {
    const roleRows = await repository.usersByRole();
    const byRole = Object.fromEntries(
      roles.values.map((r) => [r, roleRows.find((row) => row.role === r)?.n ?? 0]),
    ) as Statistics['users']['byRole'];
    return {
      total: roleRows.reduce((sum, r) => sum + r.n, 0),
      byRole,
      newLast30Days: await repository.usersSince(new Date(now.getTime() - 30 * DAY_MS)),
    };
  }

  /** Ads running on `today`, by the state the ads list shows (`adState`). */
  async function runningAds(today: string) {
    return (await repository.adWindows()).filter((ad) => adState(ad, today) === 'running').length;
  }

  /** Sign-ups per week (weeks starting Sunday, Qatar's working week), oldest first, zero-filled. */
  async function signUpsPerWeek(now: Date) {
    const dayOfWeek = new Date(`${qatarDate(now)}T00:00:00Z`).getUTCDay();
    const thisWeek = new Date(new Date(`${qatarDate(now)}T00:00:00+03:00`).getTime() - dayOfWeek * DAY_MS);
    const weeks = Array.from({ length: WEEKS }, (_, i) => new Date(thisWeek.getTime() - (WEEKS - 1 - i) * 7 * DAY_MS));
    const rows = await repository.signUpTimesSince(weeks[0] ?? thisWeek);
    return weeks.map((start) => {
      const end = start.getTime() + 7 * DAY_MS;
      return {
        weekStart: qatarDate(start),
        count: rows.filter((r) => r.createdAt.getTime() >= start.getTime() && r.createdAt.getTime() < end).length,
      };
    });
  }

  /** Listings outside the trash per area, restaurants and shops side by side, most first. */
  async function listingsByArea(): Promise<Statistics['listingsByArea']> {
    const restaurantRows = await repository.listingsPerArea('restaurants');
    const shopRows = await repository.listingsPerArea('shops');
    return areas.values
      .map((area) => ({
        area,
        restaurants: restaurantRows.find((row) => row.area === area)?.n ?? 0,
        shops: shopRows.find((row) => row.area === area)?.n ?? 0,
      }))
      .filter((row) => row.restaurants + row.shops > 0)
      .sort((a, b) => b.restaurants + b.shops - (a.restaurants + a.shops));
  }

  return {
    async current(): Promise<Statistics> {
      const now = clock();
      return {
        users: await users(now),
        restaurants: await repository.restaurants(),
        shops: await repository.shops(),
        blogs: await repository.blogs(),
        activeAds: await runningAds(qatarDate(now)),
        favorites: await repository.favorites(),
        bookmarks: await repository.bookmarks(),
        contactMessages: await repository.contactMessages(),
        unreadMessages: await repository.unreadMessages(),
        mostSaved: await repository.mostSaved(),
        signUpsPerWeek: await signUpsPerWeek(now),
        listingsByArea: await listingsByArea(),
        listingsByCategory: {
          restaurants: (await repository.topCategories(
            'restaurants',
          )) as Statistics['listingsByCategory']['restaurants'],
          shops: (await repository.topCategories('shops')) as Statistics['listingsByCategory']['shops'],
        },
      };
    },
  };
}
