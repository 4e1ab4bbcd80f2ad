/** The one place for query keys, so mutations can invalidate exactly what they change. */
export const queryKeys = {
  restaurants: {
    all: ['restaurants'] as const,
    list: (lang: string, filters: Record<string, unknown>) => ['restaurants', 'list', lang, filters] as const,
    detail: (lang: string, id: string) => ['restaurants', 'detail', lang, id] as const,
  },
  shops: {
    all: ['shops'] as const,
    list: (lang: string, filters: Record<string, unknown>) => ['shops', 'list', lang, filters] as const,
    detail: (lang: string, id: string) => ['shops', 'detail', lang, id] as const,
  },
  blogs: {
    all: ['blogs'] as const,
    list: (lang: string, filters: Record<string, unknown>) => ['blogs', 'list', lang, filters] as const,
    detail: (lang: string, id: string) => ['blogs', 'detail', lang, id] as const,
  },
  /** The signed-in user's favorites and bookmarks (saving anywhere invalidates `saved.all`). */
  saved: {
    all: ['saved'] as const,
    list: (kind: 'favorites' | 'bookmarks', lang: string, filters: Record<string, unknown>) =>
      ['saved', kind, lang, filters] as const,
  },
  /** Active advertisements of a category, with the category's playback setting. */
  ads: {
    all: ['ads'] as const,
    byCategory: (lang: string, category: string) => ['ads', lang, category] as const,
  },
  /** The back office's reads (mfe-admin): a change to a user invalidates `admin.users`. */
  admin: {
    statistics: ['admin', 'statistics'] as const,
    /** The last day's vitals and errors of visitors' page views (the dashboard's panel). */
    visitorExperience: ['admin', 'visitor-experience'] as const,
    users: ['admin', 'users'] as const,
    userList: (filters: Record<string, unknown>) => ['admin', 'users', 'list', filters] as const,
    user: (id: string) => ['admin', 'users', 'detail', id] as const,
    /** The audit trail: every admin write adds to it, so a write invalidates `admin.activity`. */
    activity: ['admin', 'activity'] as const,
    activityList: (filters: Record<string, unknown>) => ['admin', 'activity', 'list', filters] as const,
    /** The inbox: marking a message read or unread invalidates `admin.messages` and the statistics. */
    messages: ['admin', 'messages'] as const,
    messageList: (filters: Record<string, unknown>) => ['admin', 'messages', 'list', filters] as const,
    /**
     * Restaurants and gift shops as the back office reads them (lists, trash, one listing): a write to
     * one invalidates `admin.listings(kind)` (with the public `restaurants`/`shops`, the statistics and the activity).
     */
    listings: (kind: 'restaurant' | 'shop') => ['admin', 'listings', kind] as const,
    listingList: (kind: 'restaurant' | 'shop', filters: Record<string, unknown>) =>
      ['admin', 'listings', kind, 'list', filters] as const,
    listing: (kind: 'restaurant' | 'shop', id: string) => ['admin', 'listings', kind, 'detail', id] as const,
    /** Blog posts as the back office reads them (lists, trash, one post): a write invalidates `admin.blogs` (with the public `blogs`). */
    blogs: ['admin', 'blogs'] as const,
    blogList: (filters: Record<string, unknown>) => ['admin', 'blogs', 'list', filters] as const,
    blog: (id: string) => ['admin', 'blogs', 'detail', id] as const,
    /** Ads as the back office reads them: a write to one invalidates `admin.ads` (with the public `ads`). */
    ads: ['admin', 'ads'] as const,
    adList: (category: string) => ['admin', 'ads', 'list', category] as const,
    /** What the command palette found for a query (`GET admin/search`). */
    search: (q: string) => ['admin', 'search', q] as const,
    /** A stored file's description (alt text) as the back office edits it. */
    media: (id: string) => ['admin', 'media', id] as const,
    /** One ad's impressions and clicks per day (counted from visitors' pages, never by a write). */
    adCounts: (id: string) => ['admin', 'ads', 'counts', id] as const,
    /** The playback setting of every category (`GET playback`), as the back office edits it. */
    playback: ['admin', 'playback'] as const,
  },
};
