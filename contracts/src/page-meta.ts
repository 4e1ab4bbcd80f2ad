/**
 * Each page's meta (title, description, canonical with its language, hreflang alternates, keywords,
 * robots, social card, JSON-LD), described once: the BFF writes it into the HTML and the page's
 * PageMeta (platform) renders the same when the app runs, so nothing changes when it starts.
 */
import { areas, type Bilingual, blogCategories, priceLevelSigns } from './enums.ts';
import { type ErrorCode, errorMessage } from './errors.ts';
import { type Lang, languages } from './i18n.ts';
import {
  allListingKinds,
  categoriesOf,
  type ListingKind,
  type ListingKindDescriptor,
  listingKinds,
} from './listing-kinds.ts';
import { openingHoursSpecification, specialOpeningHoursSpecification } from './opening-hours.ts';
import { matchRoute, pathTo, type RouteName, routes } from './routes.ts';
import type { BlogDetail } from './schemas/blog.ts';
import type { RestaurantDetail } from './schemas/restaurant.ts';
import type { ShopDetail } from './schemas/shop.ts';

type PageCopy = { title: Bilingual; description?: Bilingual };

/** Every string the server writes into the page, in both languages (record labels come from contracts/enums). */
export const seoCopy = {
  brand: { en: 'Qatar Directory', ar: 'دليل قطر' },
  /** Shown instead of the loader to a browser that runs no script. */
  noScript: {
    en: 'Qatar Directory needs JavaScript to show its places. Please turn JavaScript on in your browser and reload the page.',
    ar: 'يحتاج دليل قطر إلى JavaScript لعرض الأماكن. يُرجى تفعيل JavaScript في متصفحك ثم إعادة تحميل الصفحة.',
  },
  homeTitle: {
    en: 'Qatar Directory – Restaurants, Gift and Flower Shops in Qatar',
    ar: 'دليل قطر – المطاعم ومتاجر الهدايا والزهور في قطر',
  },
  defaultDescription: {
    en: 'Qatar Directory helps you find hand-picked places for every occasion: restaurants, gift and flower shops across Qatar.',
    ar: 'يساعدك دليل قطر في العثور على أماكن مختارة بعناية لكل مناسبة: مطاعم ومتاجر هدايا وزهور في جميع أنحاء قطر.',
  },
  pages: {
    [routes.restaurants]: {
      title: { en: 'Restaurants in Qatar', ar: 'المطاعم في قطر' },
      description: {
        en: 'Browse hand-picked restaurants across Qatar by cuisine, area, price and opening hours.',
        ar: 'تصفح مطاعم مختارة بعناية في جميع أنحاء قطر حسب المطبخ والمنطقة والسعر وساعات العمل.',
      },
    },
    [routes.giftShops]: {
      title: { en: 'Gift and Flower Shops in Qatar', ar: 'متاجر الهدايا والزهور في قطر' },
      description: {
        en: 'Find gift and flower shops in Qatar for birthdays, weddings, Eid and every other occasion.',
        ar: 'اعثر على متاجر الهدايا والزهور في قطر لأعياد الميلاد والأعراس والعيد وكل مناسبة.',
      },
    },
    [routes.blogs]: {
      title: { en: 'Blog', ar: 'المدونة' },
      description: {
        en: 'Guides, news and ideas about food, gifts, culture and life in Qatar.',
        ar: 'أدلة وأخبار وأفكار عن الطعام والهدايا والثقافة والحياة في قطر.',
      },
    },
    [routes.contactUs]: { title: { en: 'Contact Us', ar: 'اتصل بنا' } },
    [routes.aboutUs]: { title: { en: 'About Us', ar: 'من نحن' } },
    [routes.faqs]: { title: { en: 'Frequently Asked Questions', ar: 'الأسئلة الشائعة' } },
    [routes.terms]: { title: { en: 'Terms and Conditions', ar: 'الشروط والأحكام' } },
    [routes.privacy]: { title: { en: 'Privacy Policy', ar: 'سياسة الخصوصية' } },
    [routes.comingSoon]: { title: { en: 'Coming Soon', ar: 'قريبًا' } },
    [routes.signIn]: { title: { en: 'Sign In', ar: 'تسجيل الدخول' } },
    [routes.signUp]: { title: { en: 'Create an account', ar: 'إنشاء حساب' } },
    [routes.forgotPassword]: { title: { en: 'Forgot password', ar: 'نسيت كلمة المرور' } },
    [routes.signInOtp]: { title: { en: 'Sign in with a one-time code', ar: 'تسجيل الدخول برمز لمرة واحدة' } },
    [routes.settings]: { title: { en: 'Settings', ar: 'الإعدادات' } },
    [routes.savedListings]: { title: { en: 'Saved Listings', ar: 'القوائم المحفوظة' } },
  } as Record<string, PageCopy>,
  /** Titles of pages known by their first segments only (a token or an id follows). */
  sections: [
    ['/reset-password/', { en: 'Set a new password', ar: 'تعيين كلمة مرور جديدة' }],
    ['/verify-email/', { en: 'Email verification', ar: 'التحقق من البريد الإلكتروني' }],
    ['/admin', { en: 'Administration', ar: 'لوحة الإدارة' }],
    ['/user/', { en: 'User', ar: 'المستخدم' }],
  ] as [string, Bilingual][],
};

/** Shown by crawlers and link previews when a page has no picture of its own (a file of the shell's public dir). */
const defaultImagePath = '/og-default.png';
const ogLocales: Record<Lang, string> = { en: 'en_US', ar: 'ar_QA' };
const DESCRIPTION_LENGTH = 160;

/** Public pages that exist without a record, for the sitemap (the coming-soon placeholder has nothing to rank). */
export const publicPaths: string[] = [
  routes.home,
  ...allListingKinds.map((kind) => routes[kind.routes.list]),
  routes.blogs,
  routes.aboutUs,
  routes.contactUs,
  routes.faqs,
  routes.terms,
  routes.privacy,
];

type ListingFields = Pick<
  RestaurantDetail,
  '_id' | 'slug' | 'name' | 'description' | 'address' | 'area' | 'phone' | 'coordinates' | 'pricing' | 'coverImage'
> &
  Partial<Pick<RestaurantDetail, 'hours' | 'specialHours' | 'gallery'>>;
type RestaurantRecord = ListingFields &
  Pick<RestaurantDetail, 'cuisineTypes'> &
  Partial<Pick<RestaurantDetail, 'diningOptions' | 'menu'>>;
type ShopRecord = ListingFields & Pick<ShopDetail, 'categories'>;
type BlogRecord = Pick<
  BlogDetail,
  '_id' | 'slug' | 'title' | 'excerpt' | 'author' | 'publishedAt' | 'coverImage' | 'category'
> &
  Partial<Pick<BlogDetail, 'minutesToRead'>>;
export type DetailRecord =
  | { kind: 'restaurant'; record: RestaurantRecord }
  | { kind: 'shop'; record: ShopRecord }
  | { kind: 'blog'; record: BlogRecord };
type DetailKind = DetailRecord['kind'];
export type DetailRoute = { kind: DetailKind; slug: string; id: string };

export type PageMeta = {
  lang: Lang;
  /** The site's public address the page's links are built on (SITE_URL). */
  siteUrl: string;
  title: string;
  description: string;
  canonical?: string;
  robots?: string;
  keywords: string[];
  alternates: { hreflang: string; href: string }[];
  openGraph: [property: string, content: string][];
  twitter: [name: string, content: string][];
  jsonLd: Record<string, unknown>[];
};

/** The front-end route of each record kind; the kind is also the api's resource name (`/api/v1/<kind>/:id`). */
const detailRouteNames: Record<DetailKind, RouteName> = {
  ...(Object.fromEntries(allListingKinds.map((kind) => [kind.id, kind.routes.detail])) as Record<
    ListingKind,
    RouteName
  >),
  blog: 'blog',
};
const detailPatterns = Object.entries(detailRouteNames).map(([kind, name]) => ({
  kind: kind as DetailKind,
  pattern: new RegExp(`^${routes[name].replace(/:[a-zA-Z]+/g, '([^/]+)')}$`, 'i'),
}));

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

const trimTrailingSlash = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** How the SPA's router sees a path: decoded, case-insensitive, without a trailing slash. */
const routeKey = (pathname: string) => trimTrailingSlash(safeDecode(pathname)).toLowerCase();

export function matchDetailRoute(pathname: string): DetailRoute | undefined {
  const path = trimTrailingSlash(safeDecode(pathname));
  for (const { kind, pattern } of detailPatterns) {
    const [, slug, id] = pattern.exec(path) ?? [];
    if (slug && id) return { kind, slug, id };
  }
  return undefined;
}

const privateExact = new Set<string>([
  routes.signIn,
  routes.signUp,
  routes.forgotPassword,
  routes.signInOtp,
  routes.settings,
  routes.savedListings,
  '/admin',
]);
const paramPrefix = (route: string) => route.slice(0, route.indexOf(':'));
const privatePrefixes = [paramPrefix(routes.resetPassword), paramPrefix(routes.verifyEmail), '/admin/', '/user/'];

/** Account, admin and token pages: nothing there is for search engines (and tokens must not be echoed). */
export function isPrivatePath(pathname: string): boolean {
  const key = routeKey(pathname);
  return privateExact.has(key) || privatePrefixes.some((prefix) => key.startsWith(prefix));
}

/** Whether the app has a page at this path: any other shows Page Not Found (404, noindex). */
export function isKnownPath(pathname: string): boolean {
  return matchRoute(routeKey(pathname)) !== undefined || isPrivatePath(pathname);
}

/** Collapses whitespace and cuts at a word near `max` characters (code points, so no emoji is split). */
export function clip(text: string, max = DESCRIPTION_LENGTH): string {
  const flat = [...text.replace(/\s+/g, ' ').trim()];
  if (flat.length <= max) return flat.join('');
  const cut = flat.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** Only http(s) pictures, made absolute: link previews fetch them from elsewhere. */
function absoluteUrl(siteUrl: string, src: string | null | undefined): string | undefined {
  if (!src) return undefined;
  try {
    const url = new URL(src, `${siteUrl}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A page's address in a language, the one its canonical link names: English at the plain path (the
 * site's default language), Arabic with `?lang=ar`. An Arabic page names itself with its language: a
 * canonical pointing at the English address would tell search engines the Arabic version is a
 * duplicate and drop it from results.
 */
const canonicalUrl = (pageUrl: string, lang: Lang) => `${pageUrl}${lang === 'ar' ? '?lang=ar' : ''}`;

/**
 * The language versions of a page (its pages' links and the sitemap): each language's canonical
 * address, so every page's canonical is among its alternates (search engines drop alternates that
 * disagree with the canonical), and the plain path for visitors of any other language.
 */
export function languageAlternates(pageUrl: string) {
  return [
    ...languages.map((lang) => ({ hreflang: lang, href: canonicalUrl(pageUrl, lang) })),
    { hreflang: 'x-default', href: pageUrl },
  ];
}

/** @public platform/page-meta loads this module with import() and takes it from there, unseen by knip. */
export const withBrand = (title: string, lang: Lang) => `${title} – ${seoCopy.brand[lang]}`;
const label = (labels: Record<string, Bilingual>, code: string, lang: Lang) => labels[code]?.[lang] ?? code;
const labelsOf = (labels: Record<string, Bilingual>, codes: string[] | undefined, lang: Lang) =>
  (codes ?? []).map((code) => label(labels, code, lang));

/** What a page says about itself before it becomes tags. */
type Draft = {
  title: string;
  description: string;
  /** The canonical path; none for private pages and pages that do not exist. */
  path?: string;
  image?: string;
  imageAlt?: string;
  ogType?: string;
  keywords?: string[];
  noindex?: boolean;
  openGraph?: [string, string][];
  jsonLd?: (url: string, image: string) => Record<string, unknown>;
};

export type PageInput = {
  pathname: string;
  lang: Lang;
  siteUrl: string;
  /** The record of a detail route, as the api answered it. */
  detail?: DetailRecord;
  /** A detail route whose record does not exist. */
  missing?: boolean;
};

/** The head of any front-end page. */
export function pageMeta(input: PageInput): PageMeta {
  const siteUrl = input.siteUrl.replace(/\/+$/, '');
  return assemble(draftFor({ ...input, siteUrl }), input.lang, siteUrl);
}

function draftFor(input: PageInput): Draft {
  const { pathname, lang } = input;
  if (isPrivatePath(pathname)) return { ...staticDraft(pathname, lang), path: undefined, noindex: true };
  if (input.missing || !isKnownPath(pathname)) return notFoundDraft(pathname, lang);
  if (input.detail?.kind === 'restaurant') return restaurantDraft(input.detail.record, lang);
  if (input.detail?.kind === 'shop') return shopDraft(input.detail.record, lang);
  if (input.detail?.kind === 'blog') return blogDraft(input.detail.record, lang, input.siteUrl);
  return { ...staticDraft(pathname, lang), path: trimTrailingSlash(pathname) };
}

const notFoundCodes: Record<DetailKind, ErrorCode> = {
  restaurant: listingKinds.restaurant.notFound,
  shop: listingKinds.shop.notFound,
  blog: 'BLOG_NOT_FOUND',
};

/** A record that does not exist, or a path the app has no page for: named so (spec §8), never indexed. */
function notFoundDraft(pathname: string, lang: Lang): Draft {
  const kind = matchDetailRoute(pathname)?.kind;
  const title = errorMessage(kind ? notFoundCodes[kind] : 'PAGE_NOT_FOUND', lang);
  return { ...defaultDraft(lang), title: withBrand(title, lang), noindex: true };
}

const defaultDraft = (lang: Lang): Draft => ({
  title: seoCopy.brand[lang],
  description: seoCopy.defaultDescription[lang],
});

function staticDraft(pathname: string, lang: Lang): Draft {
  const key = routeKey(pathname);
  if (key === routes.home)
    return { ...defaultDraft(lang), title: seoCopy.homeTitle[lang], jsonLd: websiteJsonLd(lang) };
  const page = seoCopy.pages[key];
  const section = seoCopy.sections.find(([prefix]) => key.startsWith(prefix))?.[1];
  const title = page?.title[lang] ?? section?.[lang];
  if (!title) return defaultDraft(lang);
  return { title: withBrand(title, lang), description: page?.description?.[lang] ?? seoCopy.defaultDescription[lang] };
}

const websiteJsonLd = (lang: Lang) => (url: string) => ({
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  name: seoCopy.brand[lang],
  url,
  inLanguage: lang,
});

/** A listing's page: its categories' labels (cuisines, a shop's categories) among its keywords. */
function listingDraft(record: ListingFields, lang: Lang, kind: ListingKindDescriptor): Draft {
  const tags = labelsOf(kind.categoryValues.labels, [...categoriesOf(kind, record)], lang);
  return {
    title: withBrand(record.name, lang),
    description: clip(record.description || seoCopy.defaultDescription[lang]),
    path: pathTo(kind.routes.detail, { slug: record.slug, id: record._id }),
    image: record.coverImage?.src,
    imageAlt: record.coverImage?.alt || record.name,
    keywords: [record.name, ...tags, label(areas.labels, record.area, lang), seoCopy.brand[lang]],
  };
}

function restaurantDraft(record: RestaurantRecord, lang: Lang): Draft {
  const kind = listingKinds.restaurant;
  return {
    ...listingDraft(record, lang, kind),
    jsonLd: (url, image) => ({
      ...placeJsonLd('Restaurant', record, lang, url, image),
      servesCuisine: labelsOf(kind.categoryValues.labels, record.cuisineTypes, lang),
      acceptsReservations: record.diningOptions?.includes('reservations_accepted'),
      hasMenu: record.menu?.length ? menuJsonLd(record.menu) : undefined,
    }),
  };
}

function shopDraft(record: ShopRecord, lang: Lang): Draft {
  // Florist is the schema.org kind of Store that search engines show for flower shops.
  const type = record.categories?.includes('flowers') ? 'Florist' : 'Store';
  return {
    ...listingDraft(record, lang, listingKinds.shop),
    jsonLd: (url, image) => placeJsonLd(type, record, lang, url, image),
  };
}

function menuJsonLd(menu: NonNullable<RestaurantRecord['menu']>) {
  return {
    '@type': 'Menu',
    hasMenuSection: menu.map((section) => ({
      '@type': 'MenuSection',
      name: section.title,
      hasMenuItem: section.items.map((item) => ({
        '@type': 'MenuItem',
        name: item.name,
        description: item.description || undefined,
        offers: { '@type': 'Offer', price: item.priceQar, priceCurrency: 'QAR' },
      })),
    })),
  };
}

function placeJsonLd(type: string, record: ListingFields, lang: Lang, url: string, image: string) {
  const { coordinates } = record;
  const gallery = (record.gallery ?? []).flatMap((photo) => absoluteUrl(url, photo.src) ?? []);
  return {
    '@context': 'https://schema.org',
    '@type': type,
    name: record.name,
    description: record.description,
    url,
    inLanguage: lang,
    // The cover (or the site's picture), then the gallery.
    image: gallery.length > 0 ? [...new Set([image, ...gallery])] : image,
    telephone: record.phone || undefined,
    priceRange: priceLevelSigns[record.pricing],
    address: {
      '@type': 'PostalAddress',
      streetAddress: record.address,
      addressLocality: label(areas.labels, record.area, lang),
      addressCountry: 'QA',
    },
    geo: coordinates ? { '@type': 'GeoCoordinates', latitude: coordinates.lat, longitude: coordinates.lng } : undefined,
    openingHoursSpecification: openingHours(record.hours),
    specialOpeningHoursSpecification: record.specialHours?.length
      ? specialOpeningHoursSpecification(record.specialHours)
      : undefined,
  };
}

/** Weekly ranges as schema.org reads them (contracts), none for a listing without hours. */
function openingHours(hours: ListingFields['hours']) {
  const specs = hours ? openingHoursSpecification(hours) : [];
  return specs.length > 0 ? specs : undefined;
}

function blogDraft(record: BlogRecord, lang: Lang, siteUrl: string): Draft {
  const section = label(blogCategories.labels, record.category, lang);
  return {
    title: withBrand(record.title, lang),
    description: clip(record.excerpt || seoCopy.defaultDescription[lang]),
    path: pathTo('blog', { slug: record.slug, id: record._id }),
    image: record.coverImage?.src,
    imageAlt: record.coverImage?.alt || record.title,
    ogType: 'article',
    keywords: [section, seoCopy.brand[lang]],
    openGraph: [
      ['article:published_time', record.publishedAt],
      ['article:section', section],
    ],
    jsonLd: (url, image) => ({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      // Search engines cut headlines past 110 characters.
      headline: clip(record.title, 110),
      description: record.excerpt,
      datePublished: record.publishedAt,
      timeRequired: record.minutesToRead ? `PT${record.minutesToRead}M` : undefined,
      author: { '@type': 'Person', name: record.author },
      publisher: { '@type': 'Organization', name: seoCopy.brand[lang], url: siteUrl },
      image,
      inLanguage: lang,
      articleSection: section,
      url,
      mainEntityOfPage: url,
    }),
  };
}

function assemble(draft: Draft, lang: Lang, siteUrl: string): PageMeta {
  const pageUrl = draft.path === undefined ? undefined : `${siteUrl}${draft.path}`;
  const canonical = pageUrl === undefined ? undefined : canonicalUrl(pageUrl, lang);
  const image = absoluteUrl(siteUrl, draft.image) ?? `${siteUrl}${defaultImagePath}`;
  const other: Lang = lang === 'ar' ? 'en' : 'ar';
  const openGraph: [string, string][] = [
    ['og:site_name', seoCopy.brand[lang]],
    ['og:type', draft.ogType ?? 'website'],
    ['og:title', draft.title],
    ['og:description', draft.description],
    ...(canonical ? [['og:url', canonical] as [string, string]] : []),
    ['og:image', image],
    ...(draft.imageAlt ? [['og:image:alt', draft.imageAlt] as [string, string]] : []),
    ['og:locale', ogLocales[lang]],
    ['og:locale:alternate', ogLocales[other]],
    ...(draft.openGraph ?? []),
  ];
  return {
    lang,
    siteUrl,
    title: draft.title,
    description: draft.description,
    canonical,
    robots: draft.noindex ? 'noindex, nofollow' : undefined,
    keywords: [...new Set(draft.keywords ?? [])].filter(Boolean),
    alternates: pageUrl === undefined ? [] : languageAlternates(pageUrl),
    openGraph,
    twitter: [
      ['twitter:card', 'summary_large_image'],
      ['twitter:title', draft.title],
      ['twitter:description', draft.description],
      ['twitter:image', image],
    ],
    jsonLd: canonical && draft.jsonLd && !draft.noindex ? [draft.jsonLd(canonical, image)] : [],
  };
}

/**
 * JSON for a <script> element: the HTML parser ends the script at the first `</script`, whatever the
 * JSON means, so `<`, `>` and `&` travel as \u escapes (and U+2028/9, which old parsers treat as newlines).
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
