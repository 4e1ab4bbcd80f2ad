import { adminBlog, blogUpdate } from 'contracts/schemas/admin';
import { blogInput } from 'contracts/schemas/blog';
import { describe, expect, it } from 'vitest';
import { storedBlog } from '../../testing/records.ts';
import { blogBody, blogFormValues, emptyBlog, isAhead, publicationOf } from './blog-values.ts';

const written = () => ({
  ...emptyBlog(),
  slug: 'karak',
  category: 'food' as const,
  title: { en: 'Karak', ar: 'كرك' },
  excerpt: { en: 'Tea.', ar: 'شاي.' },
  body: { en: 'Tea', ar: 'شاي' },
  author: { en: 'Mariam', ar: 'مريم' },
});

describe('blog form values', () => {
  it('the fixture is a valid stored post', () => {
    expect(adminBlog.safeParse(storedBlog()).success).toBe(true);
  });

  it('reads a stored post into the form and back to the same body, with its version', () => {
    const blog = storedBlog();
    const values = blogFormValues(blog);
    expect(values).toMatchObject({ publication: 'now', scheduledAt: '', version: 2, category: 'food' });
    const body = blogBody(values, blog);
    expect(blogUpdate.parse(body)).toEqual({
      slug: blog.slug,
      category: blog.category,
      title: blog.title,
      excerpt: blog.excerpt,
      body: blog.body,
      author: blog.author,
      coverMediaId: null,
      status: 'published',
      // Already out: a save keeps its date.
      publishedAt: '2026-01-18T09:30',
      version: 2,
    });
    expect(body).not.toHaveProperty('_id');
    expect(body).not.toHaveProperty('state');
  });

  it('the choice of publication: the status and time the api gets', () => {
    const values = written();
    // A draft keeps the time it was given for later (the contract's promise), or has none.
    expect(blogBody({ ...values, publication: 'draft', scheduledAt: '2030-01-01T10:00' })).toMatchObject({
      status: 'draft',
      publishedAt: '2030-01-01T10:00',
    });
    expect(blogBody({ ...values, publication: 'draft', scheduledAt: '' })).toMatchObject({
      status: 'draft',
      publishedAt: null,
    });
    // A new post published now: no time, the api's clock says when.
    expect(blogBody({ ...values, publication: 'now' })).toMatchObject({ status: 'published', publishedAt: null });
    expect(blogBody({ ...values, publication: 'schedule', scheduledAt: '2030-01-01T10:00' })).toMatchObject({
      status: 'published',
      publishedAt: '2030-01-01T10:00',
    });
    // A draft or a scheduled post published now goes out now, not at its old time.
    const scheduled = storedBlog({ state: 'scheduled', publishedAt: '2030-01-01T10:00' });
    expect(blogBody({ ...blogFormValues(scheduled), publication: 'now' }, scheduled)).toMatchObject({
      status: 'published',
      publishedAt: null,
    });
    expect(blogInput.safeParse(blogBody({ ...values, publication: 'now' })).success).toBe(true);
  });

  it('reads each stored state as its choice, keeping a schedule’s time', () => {
    expect(publicationOf(storedBlog({ status: 'draft', state: 'draft' }))).toBe('draft');
    const scheduled = storedBlog({ state: 'scheduled', publishedAt: '2030-01-01T10:00' });
    expect(publicationOf(scheduled)).toBe('schedule');
    expect(blogFormValues(scheduled).scheduledAt).toBe('2030-01-01T10:00');
    expect(publicationOf(storedBlog())).toBe('now');
  });

  it('a schedule is ahead in Qatar time, whatever the zone of the computer', () => {
    // 10:00 UTC is 13:00 in Qatar.
    const now = new Date('2026-11-26T10:00:00Z');
    expect(isAhead('2026-11-26T13:01', now)).toBe(true);
    expect(isAhead('2026-11-26T12:59', now)).toBe(false);
  });
});
