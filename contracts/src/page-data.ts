import type { QueryValue } from './api-url.ts';
import type { AdCategory } from './enums.ts';
import {
  categoriesOf,
  type ListingKind,
  type ListingKindIdentity,
  listingKindIdentities,
  listingKindOfRoute,
} from './listing-kind-identity.ts';
import { DEFAULT_LIMIT, DEFAULT_PAGE } from './paging.ts';
import { matchRoute, type RouteName, routeParams } from './routes.ts';

/** One API call: a path under the API base and its query (the language is added by the caller). */
export type ApiRequest = { path: string; query: Record<string, QueryValue> };

/**
 * The `sizes` of a listing page's lead photo (its cover, the page's largest paint). The BFF
 * preloads that photo with the page for the same `sizes`, so the browser picks the same file.
 */
export const LEAD_PHOTO_SIZES = '(min-width: 900px) 50vw, 100vw';

/**
 * The `sizes` of a blog post's cover (the article's column, 736px once the screen is wide enough), the
 * post's largest paint: the BFF preloads it with the page for the same `sizes`.
 */
export const BLOG_COVER_SIZES = '(min-width: 760px) 736px, 100vw';

/**
 * The `sizes` of a listing card's cover: a grid of one column on phones, two on tablets, three on
 * wide screens. The BFF preloads the first card's cover with the pages that open on cards, for the
 * same `sizes`, so the browser picks the same file.
 */
export const CARD_PHOTO_SIZES = '(min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw';

/**
 * What the shell asks on every page before any content shows: whether the visitor is signed in
 * (platform/session confirms the persisted session with it). The BFF preloads it with every page.
 */
export const sessionCheck = { path: 'auth/me', query: {} } as const satisfies ApiRequest;

/** How many cards each home section shows. */
export const HOME_SECTION_SIZE = 3;

/** The home page's sections: featured restaurants and shops, the latest posts. */
export const homeSections = {
  restaurants: { path: 'restaurants', query: { featured: true, limit: HOME_SECTION_SIZE } },
  shops: { path: 'shops', query: { featured: true, limit: HOME_SECTION_SIZE } },
  blogs: { path: 'blogs', query: { sort: 'newest', limit: HOME_SECTION_SIZE } },
} as const satisfies Record<string, ApiRequest>;

/** A list page's first page when its address carries no filter: the defaults, in the order the page sends them. */
const unfilteredList = (kind: ListingKindIdentity): ApiRequest => ({
  path: kind.plural,
  query: { sort: 'featured', page: DEFAULT_PAGE, limit: DEFAULT_LIMIT },
});

/**
 * A detail page's advertisement (spec §2): its category's active ads and how each category's
 * videos play. Shown only beside a record that exists, so, like the similar listings, the page
 * asks for it once the record is there, and the BFF, which reads the record for the page's meta,
 * preloads it with a page whose record it found.
 */
export const categoryAds = (category: AdCategory) =>
  ({
    ads: { path: 'ads', query: { category } },
    playback: { path: 'playback', query: {} },
  }) as const satisfies Record<string, ApiRequest>;

/** How many similar listings a detail page asks for: one more than it shows, as the listing itself may be among them. */
const SIMILAR_ASKED = 4;

/**
 * Listings like the one a detail page shows: those sharing one of its categories (the kind's
 * `similarFilter`: restaurants by cuisine, shops by the available items their categories name).
 * Known once the record is: the BFF, which reads the record for the page's meta, preloads it too.
 */
const similarTo = (kind: ListingKindIdentity) => (record: object) =>
  ({
    path: kind.plural,
    query: { [kind.similarFilter]: categoriesOf(kind, record), limit: SIMILAR_ASKED, sort: 'featured' },
  }) satisfies ApiRequest;

export const similarListings = {
  restaurant: similarTo(listingKindIdentities.restaurant),
  shop: similarTo(listingKindIdentities.shop),
} satisfies Record<ListingKind, (record: object) => ApiRequest>;

/** How many posts the blog list shows a page: spec §9's default limit, as the listing lists. */
export const BLOGS_PER_PAGE = DEFAULT_LIMIT;

/** The blog list's first page when its address carries no filter, as the page sends it. */
const unfilteredBlogs: ApiRequest = { path: 'blogs', query: { page: DEFAULT_PAGE, limit: BLOGS_PER_PAGE } };

/** How many related posts a post shows. */
export const RELATED_POSTS = 3;

/**
 * Posts of a post's category, newest first by default (one more than shown, as the post itself may be
 * among them). Known once the post is: the BFF preloads it with the post's page, like similar listings.
 */
export const relatedPosts = ({ category }: { category: string }) =>
  ({ path: 'blogs', query: { category, page: DEFAULT_PAGE, limit: RELATED_POSTS + 1 } }) satisfies ApiRequest;

/** A detail page's record, by the id that ends its address (encoded as the page encodes it). */
const detail = (path: string, route: RouteName, pathname: string): ApiRequest[] => {
  const id = routeParams(route, pathname)?.id;
  return id ? [{ path: `${path}/${encodeURIComponent(id)}`, query: {} }] : []; // a malformed escape: the page says not found
};

/** Whether an address carries a filter (anything but the language): its list is left to the page. */
const isFiltered = (search: URLSearchParams) => [...search.keys()].some((key) => key !== 'lang');

/**
 * The data a page asks for first, known from its address alone, so the server can start fetching
 * it with the page (`<link rel="preload">`) instead of after all the code has run. Only what any
 * visitor would ask for: a filtered list (its filters parsed by the page) is left to the page.
 */
export function firstPageRequests(pathname: string, search: URLSearchParams): ApiRequest[] {
  const filtered = isFiltered(search);
  const route = matchRoute(pathname);
  const kind = listingKindOfRoute(route);
  if (kind && route === kind.routes.list) return filtered ? [] : [unfilteredList(kind)];
  if (kind && route === kind.routes.detail) return detail(kind.id, route, pathname);
  switch (route) {
    case 'home':
      return Object.values(homeSections);
    case 'blogs':
      return filtered ? [] : [unfilteredBlogs];
    case 'blog':
      return detail('blog', 'blog', pathname);
    default:
      return [];
  }
}

/**
 * The request (one of `firstPageRequests`) whose first listing's cover is the page's largest paint on
 * a phone, its first card: the home page's featured restaurants, an unfiltered list's first page.
 */
export function leadCardRequest(pathname: string, search: URLSearchParams): ApiRequest | undefined {
  const route = matchRoute(pathname);
  if (route === 'home') return homeSections.restaurants;
  // A list's only first request, when its address leaves it to the server (unfiltered).
  if (route && route === listingKindOfRoute(route)?.routes.list) return firstPageRequests(pathname, search)[0];
  return undefined;
}
