/**
 * The endpoints the bench measures, and the statements each one runs, built by the listing
 * repository itself from the endpoint's query string, so a plan printed beside a timing is the
 * plan of what was timed.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { createListingRepository } from '../src/modules/listings/listing-repository.ts';
import { restaurantKind } from '../src/modules/listings/restaurant-kind.ts';

type Statement = { getSQL: () => SQL };
export type BenchEndpoint = {
  endpoint: string;
  path: string;
  /** The statements behind one request, by name (the media and saved-flag reads left out). */
  statements: (db: Db, now: Date) => [string, Statement][];
};

const LIST_PATH = '/api/v1/restaurants';

/** A public list as the api runs it: the query string parsed by the route's schema, then the repository's page and count. */
function listEndpoint(endpoint: string, search: string): BenchEndpoint {
  return {
    endpoint,
    path: search ? `${LIST_PATH}?${search}` : LIST_PATH,
    statements: (db, now) => {
      const query = restaurantKind.listQuery.parse(Object.fromEntries(new URLSearchParams(search)));
      const { page, count } = createListingRepository(db, restaurantKind.table).listStatements(
        { ...query, name: query[restaurantKind.nameFilter] as string | undefined },
        restaurantKind.conditions(query),
        'en',
        now,
      );
      return [
        ['page', page],
        ['count', count],
      ];
    },
  };
}

export const listEndpoints = {
  default: listEndpoint('list default', ''),
  filtered: listEndpoint('list filtered', 'businessName=grill&cuisineTypes=seafood,qatari&pricing=medium'),
  name: (name: string, endpoint = 'name search') =>
    listEndpoint(endpoint, new URLSearchParams({ businessName: name }).toString()),
};

const detailEndpoint = (id: string): BenchEndpoint => ({
  endpoint: 'detail',
  path: `/api/v1/restaurant/${id}`,
  statements: (db) => [['by id', createListingRepository(db, restaurantKind.table).byIdStatement(id)]],
});

export const benchEndpoints = (detailId: string): BenchEndpoint[] => [
  listEndpoints.default,
  listEndpoints.filtered,
  listEndpoints.name('saffron'),
  detailEndpoint(detailId),
];

/** EXPLAIN (ANALYZE, BUFFERS) of a statement, as one text. */
export async function explain(db: Db, statement: Statement): Promise<string> {
  const result = (await db.execute(sql`explain (analyze, buffers) ${statement.getSQL()}`)) as unknown as {
    rows: Record<string, string>[];
  };
  return result.rows.map((row) => Object.values(row)[0]).join('\n');
}
