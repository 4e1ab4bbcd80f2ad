/** Route paths of spec §2. Detail routes carry a readable slug and the record's id. */
export const routes = {
  signIn: '/sign-in',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  signInOtp: '/sign-in-otp',
  resetPassword: '/reset-password/:token',
  verifyEmail: '/verify-email/:token',

  home: '/',
  restaurants: '/listings/restaurants',
  restaurant: '/restaurant/:slug/:id',
  giftShops: '/listings/gift-shops',
  giftShop: '/gift-shop/:slug/:id',
  blogs: '/blogs',
  blog: '/blog/:slug/:id',
  contactUs: '/contact-us',
  aboutUs: '/about-us',
  faqs: '/faqs',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  comingSoon: '/coming-soon',

  settings: '/settings',
  savedListings: '/saved-listings',

  adminDashboard: '/admin/dashboard',
  adminUsers: '/admin/users',
  adminUser: '/user/:id',
  /** The audit trail (not in spec §2): every admin change, newest first. */
  adminActivity: '/admin/activity',
  /** Contact messages and business applications (not in spec §2). */
  adminMessages: '/admin/messages',
  adminBlogs: '/admin/blogs',
  adminAds: '/admin/ads',
  adminRestaurants: '/admin/restaurants',
  adminGiftShops: '/admin/gifts',
  adminAddRestaurant: '/admin/restaurants/add-restaurant',
  adminAddGiftShop: '/admin/gifts/add-gift-shop',
  adminAddBlog: '/admin/blogs/add-blog',
  adminEditRestaurant: '/admin/restaurants/edit-restaurant/:id',
  adminEditGiftShop: '/admin/gifts/edit-gift-shop/:id',
  adminEditBlog: '/admin/blogs/edit-blog/:id',
} as const;

export type RouteName = keyof typeof routes;

/** Fill a route's `:params`; values are URL-encoded. */
export function pathTo(name: RouteName, params: Record<string, string> = {}): string {
  return routes[name].replace(/:([a-zA-Z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing route parameter "${key}" for ${name}`);
    return encodeURIComponent(value);
  });
}

/** Each route's path as a pattern (a parameter matches one whole segment, captured) and its parameters' names. */
const patterns = Object.entries(routes).map(([name, path]) => ({
  name: name as RouteName,
  pattern: new RegExp(`^${path.replace(/:[a-zA-Z]+/g, '([^/]+)')}/?$`),
  keys: [...path.matchAll(/:([a-zA-Z]+)/g)].map(([, key]) => key as string),
}));

/** The route a path belongs to (parameters match any one segment), or undefined. */
export function matchRoute(pathname: string): RouteName | undefined {
  return patterns.find(({ pattern }) => pattern.test(pathname))?.name;
}

/** The `:params` of `pathname` read as route `name` (decoded); undefined when it is not that route or an escape is malformed. */
export function routeParams(name: RouteName, pathname: string): Record<string, string> | undefined {
  const route = patterns.find((each) => each.name === name);
  const values = route?.pattern.exec(pathname)?.slice(1);
  if (!route || !values) return undefined;
  try {
    return Object.fromEntries(route.keys.map((key, index) => [key, decodeURIComponent(values[index] ?? '')]));
  } catch {
    return undefined; // a malformed escape
  }
}
