import { z } from 'zod';
import { adCategories, areas, blogCategories, cuisines, roles, shopCategories } from '../enums.ts';
import { ADMIN_MAX_LIMIT } from '../paging.ts';
import { adCounts, adFields, adStates } from './ad.ts';
import { blogInput, blogStates } from './blog.ts';
import {
  bilingualText,
  idSchema,
  limitSchema,
  limitUpTo,
  pageSchema,
  queryBoolean,
  searchTextQuery,
  singleLineText,
} from './common.ts';
import { contactKinds } from './contact.ts';
import { listingStatuses, storedHoursFields } from './listing.ts';
import { restaurantInput } from './restaurant.ts';
import { shopInput } from './shop.ts';
import { userSchema } from './user.ts';

/** What admin screens read: the record as written, both languages, plus identity and times. */
const stored = { _id: z.string(), createdAt: z.string(), updatedAt: z.string() };

/**
 * A listing as the back office reads it: `version` is what an edit sends back (a stale one is a
 * 409 VERSION_CONFLICT carrying the current record as `current`); `deletedAt` is set while it is
 * in the trash.
 */
const storedListing = { ...stored, version: z.number().int(), deletedAt: z.string().nullable() };
export const adminRestaurant = restaurantInput.extend({ ...storedListing, ...storedHoursFields });
export type AdminRestaurant = z.infer<typeof adminRestaurant>;
export const adminShop = shopInput.extend({ ...storedListing, ...storedHoursFields });
export type AdminShop = z.infer<typeof adminShop>;

/** The body of `PUT admin/restaurant/:id` and `PUT admin/shop/:id`: the record and the version it was read at. */
const expectedVersion = { version: z.number().int().positive({ error: 'validation.invalid' }) };
export const restaurantUpdate = restaurantInput.extend(expectedVersion);
export const shopUpdate = shopInput.extend(expectedVersion);

/** Sorts of the admin listing lists; the first is the default. */
export const adminListingSorts = [
  'updated_desc',
  'updated_asc',
  'name_asc',
  'name_desc',
  'area_asc',
  'area_desc',
] as const;
export type AdminListingSort = (typeof adminListingSorts)[number];

/** Filters both admin listing lists share; `trash=true` lists the deleted ones instead. */
const adminListingFilters = {
  area: z.enum(areas.values, { error: 'validation.unknownValue' }).optional(),
  featured: queryBoolean.optional(),
  status: z.enum(listingStatuses, { error: 'validation.unknownValue' }).optional(),
  trash: queryBoolean.optional(),
  sort: z.enum(adminListingSorts, { error: 'validation.unknownValue' }).default('updated_desc'),
};
/**
 * A post as the back office reads it: `publishedAt` in Qatar time, `state` at the api's clock, and
 * `version` / `deletedAt` as for listings (edits send the version back; trash, then restore or purge).
 */
export const adminBlog = blogInput.extend({
  ...storedListing,
  /** Each language's body's own minutes to read. */
  minutesToRead: z.object({ en: z.number().int(), ar: z.number().int() }),
  state: z.enum(blogStates),
});
export type AdminBlog = z.infer<typeof adminBlog>;
/** The body of `PUT admin/blog/:id`: the post and the version it was read at. */
export const blogUpdate = blogInput.extend(expectedVersion);
/**
 * An ad as the back office reads it: `state` on the api's day (`adState`); `share`, while it runs,
 * the part of its category's views it gets (its priority over the running ads' together, the rule
 * visitors' pages pick by), else null; `counts` over the last `AD_COUNT_DAYS` days.
 */
export const adminAd = adFields.extend({
  ...stored,
  state: z.enum(adStates),
  share: z.number().min(0).max(1).nullable(),
  counts: adCounts,
});

/** The listing lists' page sizes go up to ADMIN_PAGE_SIZES' largest (the rest of the api stays at MAX_LIMIT). */
const adminListingLimit = limitUpTo(ADMIN_MAX_LIMIT);

export const adminRestaurantsQuery = z.object({
  page: pageSchema,
  limit: adminListingLimit,
  businessName: searchTextQuery,
  businessCategory: z.enum(cuisines.values, { error: 'validation.unknownValue' }).optional(),
  ...adminListingFilters,
});
/** `GET admin/restaurants/export`: every row the list's filters match, as CSV. */
export const adminRestaurantsExportQuery = adminRestaurantsQuery.omit({ page: true, limit: true });
export const adminShopsQuery = z.object({
  page: pageSchema,
  limit: adminListingLimit,
  shopName: searchTextQuery,
  shopCategory: z.enum(shopCategories.values, { error: 'validation.unknownValue' }).optional(),
  ...adminListingFilters,
});
/** `GET admin/shops/export`: every row the list's filters match, as CSV. */
export const adminShopsExportQuery = adminShopsQuery.omit({ page: true, limit: true });
/** The most ids one bulk action may name; a larger selection is sent as the list's filter. */
export const MAX_BULK_IDS = 500;

/** What a bulk action does to each listing it selects: the live list's actions, then the trash's. */
export const listingBulkActions = [
  'publish',
  'unpublish',
  'feature',
  'unfeature',
  'trash',
  'restore',
  'purge',
] as const;
export type ListingBulkAction = (typeof listingBulkActions)[number];
/** The actions on listings in the trash; the others act on live listings only. */
export const trashBulkActions: readonly ListingBulkAction[] = ['restore', 'purge'];

/**
 * `POST admin/restaurants/bulk` / `admin/shops/bulk`: an action on the listings named by `ids`, or
 * on every listing `filter` matches (the list's own query without its page; whether it reads the
 * trash follows from the action, not from the filter's `trash`). Exactly one of the two.
 */
const listingBulkRequest = <F extends z.ZodType>(filter: F) =>
  z
    .object({
      action: z.enum(listingBulkActions, { error: 'validation.unknownValue' }),
      ids: z
        .array(idSchema, { error: 'validation.invalid' })
        .min(1, { error: 'validation.required' })
        .max(MAX_BULK_IDS, { error: 'validation.tooManyIds' })
        .optional(),
      filter: filter.optional(),
    })
    .refine((body) => (body.ids === undefined) !== (body.filter === undefined), {
      path: ['ids'],
      error: 'validation.idsOrFilter',
    });
export const restaurantsBulkRequest = listingBulkRequest(adminRestaurantsExportQuery);
export const shopsBulkRequest = listingBulkRequest(adminShopsExportQuery);
export type ListingBulkRequest = {
  action: ListingBulkAction;
  ids?: string[];
  filter?: Record<string, unknown>;
};

/**
 * What a bulk action did: the ids it changed (or found already so), and those it could not, each
 * with the reason in the request's language. Every change has its own audit entry, all under `batchId`.
 */
export const listingBulkResponse = z.object({
  batchId: z.string(),
  succeeded: z.array(z.string()),
  failed: z.array(z.object({ id: z.string(), code: z.string(), message: z.string() })),
});
export type ListingBulkResponse = z.infer<typeof listingBulkResponse>;

export const adminBlogsQuery = z.object({
  page: pageSchema,
  limit: limitSchema,
  title: searchTextQuery,
  category: z.enum(blogCategories.values, { error: 'validation.unknownValue' }).optional(),
  status: z.enum(blogStates, { error: 'validation.unknownValue' }).optional(),
  /** Lists the posts in the trash instead. */
  trash: queryBoolean.optional(),
});
export const adminAdsQuery = z.object({
  category: z.enum(adCategories.values, { error: 'validation.unknownValue' }).optional(),
});
export const adminMessagesQuery = z.object({
  page: pageSchema,
  limit: limitSchema,
  unread: queryBoolean.optional(),
  kind: z.enum(contactKinds, { error: 'validation.unknownValue' }).optional(),
});
export const idParams = z.object({ id: idSchema });

export const adminMessage = z.object({
  _id: z.string(),
  kind: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  subject: z.string(),
  message: z.string(),
  lang: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type AdminMessage = z.infer<typeof adminMessage>;
export const markMessageBody = z.object({ read: z.boolean() });

export const adminUsersResponse = z.object({
  items: z.array(userSchema),
  total: z.number().int(),
  page: z.number().int(),
  userPerPage: z.number().int(),
});

/** `GET admin/user/:id`: the account with its dates and how many listings it has saved. */
export const adminUserDetail = z.object({
  user: userSchema.extend({ updatedAt: z.string(), emailVerifiedAt: z.string().nullable() }),
  saved: z.object({ favorites: z.number().int(), bookmarks: z.number().int() }),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

const countByRole = z.object(
  Object.fromEntries(roles.values.map((r) => [r, z.number().int()])) as Record<
    (typeof roles.values)[number],
    z.ZodNumber
  >,
);
export const statistics = z.object({
  users: z.object({ total: z.number().int(), byRole: countByRole, newLast30Days: z.number().int() }),
  restaurants: z.number().int(),
  shops: z.number().int(),
  blogs: z.number().int(),
  activeAds: z.number().int(),
  favorites: z.number().int(),
  bookmarks: z.number().int(),
  contactMessages: z.number().int(),
  unreadMessages: z.number().int(),
  mostSaved: z.array(
    z.object({ itemType: z.string(), itemId: z.string(), name: bilingualText, saves: z.number().int() }),
  ),
  signUpsPerWeek: z.array(z.object({ weekStart: z.string(), count: z.number().int() })),
  /** Listings outside the trash per area, most first (areas without any are left out). */
  listingsByArea: z.array(
    z.object({ area: z.enum(areas.values), restaurants: z.number().int(), shops: z.number().int() }),
  ),
  /** The categories listed most (a listing counts once in each of its categories), most first. */
  listingsByCategory: z.object({
    restaurants: z.array(z.object({ category: z.enum(cuisines.values), count: z.number().int() })),
    shops: z.array(z.object({ category: z.enum(shopCategories.values), count: z.number().int() })),
  }),
});
export type Statistics = z.infer<typeof statistics>;

/** `GET admin/search?q=`: what the back office's command palette finds, by name or title in either language. */
export const adminSearchQuery = z.object({
  q: singleLineText().trim().min(1, { error: 'validation.required' }).max(100, { error: 'validation.tooLong' }),
});
/** The kinds of record the palette finds, in the order it lists them. */
export const adminSearchKinds = ['restaurant', 'shop', 'blog', 'ad', 'user'] as const;
/** The most records of one kind the palette lists. */
export const ADMIN_SEARCH_PER_KIND = 5;
export const adminSearchHit = z.object({
  kind: z.enum(adminSearchKinds),
  _id: z.string(),
  /** Its name or title in both languages (a user's name is the same in both). */
  title: bilingualText,
  /** What tells two alike apart: an ad's category, a user's email. */
  detail: z.string().nullable(),
});
export const adminSearchResponse = z.object({ hits: z.array(adminSearchHit) });
