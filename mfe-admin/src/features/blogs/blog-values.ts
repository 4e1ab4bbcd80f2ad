import { qatarDateTime } from 'contracts/opening-hours';
import type { AdminBlog } from 'contracts/schemas/admin';
import type { BlogInput } from 'contracts/schemas/blog';

/** How the admin wants the post out: now, kept as a draft, or at a time (Qatar time). */
export type Publication = 'now' | 'draft' | 'schedule';

type Pair = { en: string; ar: string };

/** What the form edits: the contract's input, with the publication as the choice the admin makes. */
export type BlogFormValues = {
  slug: string;
  category: BlogInput['category'] | '';
  title: Pair;
  excerpt: Pair;
  body: Pair;
  author: Pair;
  coverMediaId: string | null;
  publication: Publication;
  /** The datetime-local input's value, 'YYYY-MM-DDTHH:mm' in Qatar time; '' when none. */
  scheduledAt: string;
  /** The version the form loaded (edits only). */
  version?: number;
};

const pair = (): Pair => ({ en: '', ar: '' });

/** A new post: every text empty, a draft until the admin says otherwise. */
export const emptyBlog = (): BlogFormValues => ({
  slug: '',
  category: '',
  title: pair(),
  excerpt: pair(),
  body: pair(),
  author: pair(),
  coverMediaId: null,
  publication: 'draft',
  scheduledAt: '',
});

/** A stored post's publication as the choice the form offers. */
export function publicationOf(blog: Pick<AdminBlog, 'status' | 'state'>): Publication {
  if (blog.status === 'draft') return 'draft';
  return blog.state === 'scheduled' ? 'schedule' : 'now';
}

/** A stored post as the form edits it. */
export function blogFormValues(blog: AdminBlog): BlogFormValues {
  return {
    slug: blog.slug,
    category: blog.category,
    title: { ...blog.title },
    excerpt: { ...blog.excerpt },
    body: { ...blog.body },
    author: { ...blog.author },
    coverMediaId: blog.coverMediaId ?? null,
    publication: publicationOf(blog),
    // A scheduled post's time, or the one a draft keeps for later.
    scheduledAt: blog.state === 'published' ? '' : (blog.publishedAt ?? ''),
    version: blog.version,
  };
}

/**
 * The form's values as the api's body (`blogInput`, with `version` when editing):
 * - "Publish now": published, at once (no time: the api's clock), but a post already out keeps
 *   its date, so fixing a typo does not move it to the top of the list;
 * - "Save as draft": a draft, keeping the time it was given for later (if any);
 * - "Schedule": published at the chosen Qatar time (a time ahead keeps it from visitors till then).
 */
export function blogBody(values: BlogFormValues, opened?: Pick<AdminBlog, 'state' | 'publishedAt'>) {
  const { publication, scheduledAt, version, category, ...texts } = values;
  const body = {
    ...texts,
    category,
    status: publication === 'draft' ? ('draft' as const) : ('published' as const),
    publishedAt:
      publication === 'schedule'
        ? scheduledAt
        : publication === 'now' && opened?.state === 'published'
          ? (opened.publishedAt ?? null)
          : publication === 'draft'
            ? scheduledAt || null
            : null,
  };
  return version === undefined ? body : { ...body, version };
}

/** Whether a chosen schedule is still ahead at `now` (a time gone by would publish at once). */
export const isAhead = (scheduledAt: string, now: Date) => scheduledAt > qatarDateTime(now);
