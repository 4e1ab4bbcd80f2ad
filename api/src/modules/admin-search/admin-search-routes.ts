import { ADMIN_SEARCH_PER_KIND, adminSearchQuery, adminSearchResponse } from 'contracts/schemas/admin';
import { normalizeSearchText } from 'contracts/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { expensiveWith } from '../../plugins/expensive-reads.ts';
import { adTitles, blogsTitled, restaurantsNamed, shopsNamed, usersMatching } from './admin-search-repository.ts';

type Hit = z.infer<typeof adminSearchResponse>['hits'][number];
type Titled = { id: string; en: string; ar: string };

const hitOf =
  (kind: Hit['kind']) =>
  (row: Titled, detail: string | null = null): Hit => ({
    kind,
    _id: row.id,
    title: { en: row.en, ar: row.ar },
    detail,
  });

/**
 * `GET admin/search?q=`: the back office's command palette. Restaurants, gift shops, posts, ads and
 * users whose name or title (a user's email too) holds the words, in either language, a few of each
 * kind in the palette's order. Registered inside the admin scope and its check; an expensive read
 * (a name search), so it takes its turn through the gate.
 */
export const adminSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/search',
    {
      schema: {
        tags: ['admin'],
        summary: 'Find records by name or title',
        querystring: adminSearchQuery,
        response: { 200: adminSearchResponse },
      },
      config: { expensive: expensiveWith('q') },
    },
    async (request) => {
      const { q } = request.query;
      const wanted = normalizeSearchText(q);
      const [restaurantRows, shopRows, blogRows, adRows, userRows] = await Promise.all([
        restaurantsNamed(app.db, q),
        shopsNamed(app.db, q),
        blogsTitled(app.db, q),
        adTitles(app.db),
        usersMatching(app.db, q),
      ]);
      const adsMatching = adRows
        .filter((ad) => wanted !== '' && normalizeSearchText(`${ad.en} ${ad.ar}`).includes(wanted))
        .slice(0, ADMIN_SEARCH_PER_KIND);
      return {
        hits: [
          ...restaurantRows.map((row) => hitOf('restaurant')(row)),
          ...shopRows.map((row) => hitOf('shop')(row)),
          ...blogRows.map((row) => hitOf('blog')(row)),
          ...adsMatching.map((row) => hitOf('ad')(row, row.category)),
          ...userRows.map((row) => hitOf('user')({ id: row.id, en: row.name, ar: row.name }, row.email)),
        ],
      };
    },
  );
};
