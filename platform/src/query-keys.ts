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
};
