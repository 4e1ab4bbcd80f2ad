import { expect, type Page } from '@playwright/test';

/** A state-changing call through the BFF as the signed-in admin (CSRF header and origin). */
export const writeHeaders = (page: Page) => ({ 'x-csrf': '1', origin: new URL(page.url()).origin });

const closedWeek = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

type RestaurantOfRun = {
  slug: string;
  name: { en: string; ar: string };
  description: { en: string; ar: string };
  address: { en: string; ar: string };
  area: string;
  /** Monday's one range; every other day closed. */
  monday: { open: string; close: string };
  status?: 'draft' | 'published';
};

/**
 * A restaurant of this run, written through the BFF as the admin, with what a journey names and the
 * rest of a valid record (a Korean restaurant, open on Mondays only); answers its id.
 */
export async function createRestaurant(page: Page, restaurant: RestaurantOfRun): Promise<string> {
  const { monday, status, ...named } = restaurant;
  const answer = await page.request.post('/api/v1/admin/restaurant', {
    headers: writeHeaders(page),
    data: {
      ...named,
      phone: '+974 4000 0000',
      pricing: 'medium',
      hours: { ...closedWeek, mon: [monday] },
      featured: false,
      ...(status ? { status } : {}),
      wheelchairAccessible: true,
      deliveryOptions: [],
      memberSince: '2024-01-01',
      cuisineTypes: ['korean'],
      diningOptions: [],
      dietaryPreferences: [],
      mealOptions: [],
      ambience: [],
      amenities: [],
      menu: [],
      featuredDish: { name: { en: 'Bibimbap', ar: 'بيبيمباب' }, priceQar: 45 },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { data: { _id: string } }).data._id;
}
