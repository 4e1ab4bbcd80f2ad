import { TOTAL_CAP } from 'contracts/schemas/common';
import { restaurantInput } from 'contracts/schemas/restaurant';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../src/db/schema.ts';
import { restaurantColumns } from '../src/modules/listings/listing-columns.ts';
import { restaurants as seeds } from '../src/seed/data/restaurants.ts';
import { databaseTargets, startTestApi, type TestApi } from './helpers/test-api.ts';

describe.each(databaseTargets)('list totals on a large directory (%s)', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target);
    const rows = Array.from({ length: TOTAL_CAP }, (_, i) => {
      const seed = seeds[i % seeds.length] as (typeof seeds)[number];
      return restaurantColumns(restaurantInput.parse({ ...seed, slug: `${seed.slug}-copy-${i}` }));
    });
    for (let start = 0; start < rows.length; start += 250) {
      await api.db.insert(restaurants).values(rows.slice(start, start + 250));
    }
  });
  afterAll(() => api?.close());

  it('counts up to the cap and says when there are more', async () => {
    const all = await api.get('/api/v1/restaurants');
    expect(all.body).toMatchObject({ total: TOTAL_CAP, totalCapped: true });
    const some = await api.get('/api/v1/restaurants?cuisineTypes=korean');
    expect(some.body.totalCapped).toBe(false);
    expect(some.body.total).toBeLessThan(TOTAL_CAP);
    expect(some.body.total).toBeGreaterThan(0);
  });
});
