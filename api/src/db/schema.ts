/**
 * The whole database (ARCHITECTURE.md §3). Human-readable fields are stored in both
 * languages; enumerations are stored as their codes (labels live in `contracts`).
 * `search_text` holds the normalised names and descriptions in both languages for trigram search.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

type Bilingual = { en: string; ar: string };
type OpenRange = { open: string; close: string };
type WeeklyHours = Record<'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun', OpenRange[]>;
type MenuItem = { name: Bilingual; description?: Bilingual; priceQar: number };
type MenuSection = { title: Bilingual; items: MenuItem[] };
type SpecialHours = { name: Bilingual; from: string; to: string; hours: WeeklyHours };

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const textArray = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

/**
 * The rows a visitor's list reads (listing-query's visibleToVisitors, written out the same): the
 * predicate of each kind's list index, so the planner can prove every public query falls inside it.
 */
const visibleListing = sql`deleted_at is null and status = 'published'`;

export const users = pgTable(
  'users',
  {
    id: id(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('user'),
    location: text('location'),
    phoneNumber: text('phone_number'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    index('users_created_at_idx').on(t.createdAt.desc()),
  ],
);

/**
 * Per normalised email, whether or not an account has it (so the answers and their timing are the
 * same for both): when a sign-in code or a reset link was last mailed (the resend cooldown), and
 * the last password check taken by a browser not known for the email while the email-wide pause
 * holds (such checks take turns). Rows untouched for a day are pruned.
 */
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    email: text('email').primaryKey(),
    /** The last password check from an unknown browser while the email-wide pause held. */
    pausedTurnAt: timestamp('paused_turn_at', { withTimezone: true }),
    loginCodeSentAt: timestamp('login_code_sent_at', { withTimezone: true }),
    resetLinkSentAt: timestamp('reset_link_sent_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [index('sign_in_throttles_updated_idx').on(t.updatedAt)],
);

/**
 * Wrong passwords per (normalised email, client), and the wait they impose on that client alone.
 * The client is a device known for the email (`client` holds the SHA-256 of its id) or else the
 * browser's address: one client's failures never delay another. Rows untouched for a day are pruned.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    email: text('email').notNull(),
    client: text('client').notNull(),
    /** A known device (its failures do not count towards the email-wide pause) or an address. */
    byDevice: boolean('by_device').notNull(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    /** No password is checked for this email from this client before this moment. */
    retryAt: timestamp('retry_at', { withTimezone: true }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.email, t.client] }), index('sign_in_failures_updated_idx').on(t.updatedAt)],
);

/**
 * Browsers that signed in to an email (by password or code): the SHA-256 of the id in their device
 * cookie, never the id. Such a browser's wrong passwords are counted apart from everyone else's, and
 * the email-wide pause does not apply to it. Rows not signed in with for a year are pruned.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    email: text('email').notNull(),
    deviceHash: text('device_hash').notNull(),
    createdAt: createdAt(),
    signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.email, t.deviceHash] }), index('known_devices_signed_in_idx').on(t.signedInAt)],
);

/** Opaque bearer tokens: only their SHA-256 is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('auth_tokens_hash_idx').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId)],
);

/** Email verification links, password reset links and sign-in codes, stored hashed. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(), // verify_email | reset_password | login_otp
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('one_time_codes_lookup_idx').on(t.purpose, t.codeHash),
    index('one_time_codes_user_idx').on(t.userId, t.purpose, t.createdAt.desc()),
  ],
);

/** Stored images and videos; images exist as WebP at each of `widths`. */
export const media = pgTable('media', {
  id: id(),
  kind: text('kind').notNull(), // image | video
  mimeType: text('mime_type').notNull(),
  widths: integer('widths').array().notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  altEn: text('alt_en').notNull().default(''),
  altAr: text('alt_ar').notNull().default(''),
  byteSize: integer('byte_size').notNull().default(0),
  createdAt: createdAt(),
});

const listingColumns = () => ({
  id: id(),
  slug: text('slug').notNull(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  descriptionEn: text('description_en').notNull(),
  descriptionAr: text('description_ar').notNull(),
  addressEn: text('address_en').notNull(),
  addressAr: text('address_ar').notNull(),
  area: text('area').notNull(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  phone: text('phone').notNull(),
  pricing: text('pricing').notNull(),
  /** 1, 2, 3 for low, medium, high: what the price sorts order by. */
  priceRank: smallint('price_rank').notNull(),
  hours: jsonb('hours').$type<WeeklyHours>().notNull(),
  /** Named date ranges (Ramadan, Eid) whose weekly hours replace `hours` on those dates. */
  specialHours: jsonb('special_hours').$type<SpecialHours[]>().notNull().default(sql`'[]'::jsonb`),
  featured: boolean('featured').notNull().default(false),
  wheelchairAccessible: boolean('wheelchair_accessible').notNull().default(false),
  deliveryOptions: textArray('delivery_options'),
  memberSince: date('member_since', { mode: 'string' }).notNull(),
  coverMediaId: uuid('cover_media_id').references(() => media.id, { onDelete: 'set null' }),
  galleryMediaIds: uuid('gallery_media_ids').array().notNull().default(sql`'{}'::uuid[]`),
  status: text('status').notNull().default('published'),
  searchText: text('search_text').notNull(),
  /** Normalised names only: short, so misspelling-tolerant matching stays cheap to run and to plan. */
  nameSearch: text('name_search').notNull().default(''),
  /** Raised by every admin write: an edit names the version it started from (optimistic locking). */
  version: integer('version').notNull().default(1),
  /** In the trash since then (hidden from visitors); purged 30 days later. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const restaurants = pgTable(
  'restaurants',
  {
    ...listingColumns(),
    cuisineTypes: textArray('cuisine_types'),
    diningOptions: textArray('dining_options'),
    dietaryPreferences: textArray('dietary_preferences'),
    mealOptions: textArray('meal_options'),
    ambience: textArray('ambience'),
    amenities: textArray('amenities'),
    menu: jsonb('menu').$type<MenuSection[]>().notNull(),
    featuredDish: jsonb('featured_dish').$type<MenuItem>().notNull(),
  },
  (t) => [
    uniqueIndex('restaurants_slug_idx').on(t.slug),
    index('restaurants_trash_idx').on(t.deletedAt).where(sql`deleted_at is not null`),
    index('restaurants_area_idx').on(t.area),
    index('restaurants_price_idx').on(t.priceRank, t.id),
    index('restaurants_featured_idx').on(t.featured.desc(), t.createdAt.desc(), t.id),
    index('restaurants_created_idx').on(t.createdAt, t.id),
    index('restaurants_name_en_idx').on(t.nameEn, t.id),
    index('restaurants_name_ar_idx').on(t.nameAr, t.id),
    index('restaurants_cuisine_idx').using('gin', t.cuisineTypes),
    index('restaurants_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('restaurants_name_search_idx').using('gin', sql`${t.nameSearch} gin_trgm_ops`),
    // The public list in one index: a name search, the filter arrays and the plain filters (btree_gin)
    // intersect inside one GIN scan instead of a BitmapAnd of single-column scans. The arrays only the
    // public list filters on have no index of their own; cuisines and names keep theirs for the back
    // office, which lists drafts and the trash too.
    index('restaurants_visible_list_idx')
      .using(
        'gin',
        sql`${t.nameSearch} gin_trgm_ops`,
        t.cuisineTypes,
        t.diningOptions,
        t.dietaryPreferences,
        t.mealOptions,
        t.ambience,
        t.amenities,
        t.pricing,
        t.area,
      )
      .where(visibleListing),
  ],
);

export const giftShops = pgTable(
  'gift_shops',
  {
    ...listingColumns(),
    categories: textArray('categories'),
    availableItems: textArray('available_items'),
    occasions: textArray('occasions'),
    personalizations: textArray('personalizations'),
    recipients: textArray('recipients'),
  },
  (t) => [
    uniqueIndex('gift_shops_slug_idx').on(t.slug),
    index('gift_shops_trash_idx').on(t.deletedAt).where(sql`deleted_at is not null`),
    index('gift_shops_area_idx').on(t.area),
    index('gift_shops_price_idx').on(t.priceRank, t.id),
    index('gift_shops_featured_idx').on(t.featured.desc(), t.createdAt.desc(), t.id),
    index('gift_shops_created_idx').on(t.createdAt, t.id),
    index('gift_shops_name_en_idx').on(t.nameEn, t.id),
    index('gift_shops_name_ar_idx').on(t.nameAr, t.id),
    index('gift_shops_categories_idx').using('gin', t.categories),
    index('gift_shops_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('gift_shops_name_search_idx').using('gin', sql`${t.nameSearch} gin_trgm_ops`),
    // As restaurants_visible_list_idx, over a shop's filters (categories are the back office's).
    index('gift_shops_visible_list_idx')
      .using(
        'gin',
        sql`${t.nameSearch} gin_trgm_ops`,
        t.availableItems,
        t.occasions,
        t.recipients,
        t.personalizations,
        t.deliveryOptions,
        t.pricing,
        t.area,
      )
      .where(visibleListing),
  ],
);

export const blogs = pgTable(
  'blogs',
  {
    id: id(),
    slug: text('slug').notNull(),
    category: text('category').notNull(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    excerptEn: text('excerpt_en').notNull(),
    excerptAr: text('excerpt_ar').notNull(),
    bodyEn: text('body_en').notNull(),
    bodyAr: text('body_ar').notNull(),
    authorEn: text('author_en').notNull(),
    authorAr: text('author_ar').notNull(),
    coverMediaId: uuid('cover_media_id').references(() => media.id, { onDelete: 'set null' }),
    /** When visitors first see it; null on a draft not yet given a time. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Minutes to read the English body; `minutesToReadAr` the Arabic one's (contracts' minutesToRead). */
    minutesToRead: smallint('minutes_to_read').notNull(),
    minutesToReadAr: smallint('minutes_to_read_ar').notNull(),
    /** `draft` or `published`; a published post with a time ahead is scheduled (contracts' blogState). */
    status: text('status').notNull().default('published'),
    searchText: text('search_text').notNull(),
    /** Normalised titles only, for the title search (listings' `name_search`). */
    titleSearch: text('title_search').notNull().default(''),
    version: integer('version').notNull().default(1),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('blogs_slug_idx').on(t.slug),
    index('blogs_category_idx').on(t.category, t.publishedAt.desc()),
    index('blogs_published_idx').on(t.publishedAt.desc(), t.id),
    index('blogs_title_en_idx').on(t.titleEn, t.id),
    index('blogs_title_ar_idx').on(t.titleAr, t.id),
    index('blogs_minutes_idx').on(t.minutesToRead, t.id),
    index('blogs_minutes_ar_idx').on(t.minutesToReadAr, t.id),
    index('blogs_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('blogs_title_search_idx').using('gin', sql`${t.titleSearch} gin_trgm_ops`),
    index('blogs_trash_idx').on(t.deletedAt).where(sql`deleted_at is not null`),
  ],
);

export const ads = pgTable(
  'ads',
  {
    id: id(),
    category: text('category').notNull(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    targetUrl: text('target_url').notNull(),
    mediaKind: text('media_kind').notNull(), // image | video
    imageMediaId: uuid('image_media_id').references(() => media.id, { onDelete: 'set null' }),
    videoMediaId: uuid('video_media_id').references(() => media.id, { onDelete: 'set null' }),
    posterMediaId: uuid('poster_media_id').references(() => media.id, { onDelete: 'set null' }),
    activeFrom: date('active_from', { mode: 'string' }).notNull(),
    activeTo: date('active_to', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('active'),
    /** Its weight among the running ads of its category: an ad of 2 is shown twice as often as one of 1. */
    priority: integer('priority').notNull().default(5),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('ads_category_active_idx').on(t.category, t.status, t.activeFrom, t.activeTo)],
);

/**
 * How often visitors saw each ad on screen and followed it, per Qatar day: counts only, nothing of
 * who (no cookie, no address). Goes with its ad.
 */
export const adDailyCounts = pgTable(
  'ad_daily_counts',
  {
    adId: uuid('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.adId, t.day] })],
);

export const playbackSettings = pgTable('playback_settings', {
  category: text('category').primaryKey(),
  playback: text('playback').notNull(),
  updatedAt: updatedAt(),
});

const savedColumns = () => ({
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  itemType: text('item_type').notNull(), // restaurant | shop
  itemId: uuid('item_id').notNull(),
  createdAt: createdAt(),
});

export const favorites = pgTable('favorites', savedColumns(), (t) => [
  primaryKey({ columns: [t.userId, t.itemType, t.itemId] }),
  index('favorites_user_created_idx').on(t.userId, t.createdAt.desc()),
  index('favorites_item_idx').on(t.itemType, t.itemId),
]);

export const bookmarks = pgTable('bookmarks', savedColumns(), (t) => [
  primaryKey({ columns: [t.userId, t.itemType, t.itemId] }),
  index('bookmarks_user_created_idx').on(t.userId, t.createdAt.desc()),
  index('bookmarks_item_idx').on(t.itemType, t.itemId),
]);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    kind: text('kind').notNull().default('contact'), // contact | business_application
    lang: text('lang').notNull(),
    createdAt: createdAt(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt.desc())],
);

/** Mail is written here in the same transaction as the change that causes it, then delivered. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [
    index('mail_outbox_pending_idx').on(t.createdAt).where(sql`${t.sentAt} is null`),
    index('mail_outbox_to_idx').on(t.toAddress, t.createdAt.desc()),
  ],
);

/**
 * The audit trail: one row per admin write, written in the write's own transaction. The actor is
 * kept by id without a foreign key, with their name and email as they were, so an entry outlives
 * the account. `changes` holds only changed fields, never secrets (modules/activity/changes.ts).
 */
export const adminActivity = pgTable(
  'admin_activity',
  {
    id: id(),
    /** Insertion order: entries of the same instant (a pinned clock, one millisecond) still sort newest first. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorId: uuid('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    /** Text: a playback setting is named by its category, everything else by its uuid. */
    entityId: text('entity_id').notNull(),
    changes: jsonb('changes').$type<Record<string, { before: unknown; after: unknown }>>().notNull(),
    ip: text('ip').notNull(),
    /** The bulk action this entry is one record of (each record has its own entry); null for a single write. */
    batchId: uuid('batch_id'),
  },
  (t) => [
    // Newest first, alone and under each filter (a date range is a range on `at` in all of them).
    // Ascending, read backwards: `order by at desc, seq desc` is exactly that (a DESC index would sort
    // nulls last, which the plain `desc` does not ask for).
    index('admin_activity_at_idx').on(t.at, t.seq),
    index('admin_activity_actor_idx').on(t.actorId, t.at, t.seq),
    index('admin_activity_entity_idx').on(t.entityType, t.entityId, t.at, t.seq),
    index('admin_activity_action_idx').on(t.action, t.at, t.seq),
    // The Activity screen counts a batch's entries ("part of a batch of N"); single writes have none.
    index('admin_activity_batch_idx').on(t.batchId).where(sql`${t.batchId} is not null`),
  ],
);

/**
 * The writes run per idempotency key (plugins/idempotency.ts): a key is recorded before its write
 * runs (the primary key settles two racing copies), then its answer once sent, so a repeat of the
 * key gets that answer again instead of a second write. `status` null: the write is still running.
 * Rows go after a day (IDEMPOTENCY_KEY_TTL_MS).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: uuid('key').primaryKey(),
    /** Who sent it: `user:<id>`, or `guest:<address>` for a visitor not signed in. */
    scope: text('scope').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** SHA-256 of the request's body: the key stands for this write only. */
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    status: smallint('status'),
    contentType: text('content_type'),
    body: text('body'),
  },
  (t) => [index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * Visitors' Core Web Vitals as their browsers measured them (the shell's sampled beacons, through the
 * BFF): one row a measure, with the kind of page and its language, never its address or who it was.
 * Rows go after VISITOR_EXPERIENCE_RETENTION_DAYS (modules/visitor-experience).
 */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    routeKind: text('route_kind').notNull(),
    lang: text('lang').notNull(),
    /** LCP, INP (milliseconds) or CLS (unitless). */
    metric: text('metric').notNull(),
    value: doublePrecision('value').notNull(),
  },
  (t) => [index('web_vitals_at_idx').on(t.at)],
);

/** Uncaught errors visitors' browsers saw: the remote release whose code threw and a truncated message. */
export const browserErrors = pgTable(
  'browser_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    remote: text('remote').notNull(),
    release: text('release').notNull(),
    routeKind: text('route_kind').notNull(),
    message: text('message').notNull(),
  },
  (t) => [index('browser_errors_at_idx').on(t.at)],
);
