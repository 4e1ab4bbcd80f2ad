import type { Page } from '@playwright/test';
import { signIn } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { recordCspViolations } from './support/csp.ts';
import { expect, test } from './support/test.ts';

/**
 * The back office's blog in the built app, in English and Arabic: an admin writes a post
 * whose preview is the published page's body to the markup; a draft stays away from visitors; a
 * scheduled post appears once the api's clock passes its time (the clock is driven through the
 * api's e2e-only endpoint, API_CLOCK_CONTROL); a post goes to the trash and comes back. Each test
 * moves the posts it wrote to the trash at its end, so the journeys after these see the seeded blog.
 */

const API_PORT = Number(process.env.E2E_API_PORT ?? 4310);
const HOUR_MS = 60 * 60 * 1000;

const copy = {
  en: {
    add: 'Write a post',
    addTitle: 'Write a blog post',
    field: (label: string, lang: 'en' | 'ar') => `${label} (${lang === 'en' ? 'English' : 'Arabic'})`,
    title: 'Title',
    excerpt: 'Excerpt',
    body: 'Body (Markdown)',
    author: 'Author',
    category: 'Category',
    now: 'Publish now',
    draft: 'Save as draft',
    schedule: 'Schedule',
    submit: { now: 'Publish', draft: 'Save draft', schedule: 'Schedule' },
    when: 'Publication time (Qatar time)',
    search: 'Search by title',
    scheduled: /^Scheduled for .+ \(Qatar time\)$/,
    published: 'Published',
    draftState: 'Draft',
    notFound: 'Blog Not Found',
    trashRow: (title: string) => `Move to trash: ${title}`,
    confirmTrash: (title: string) => `Move ${title} to the trash`,
    trashed: (title: string) => `${title} was moved to the trash.`,
    restored: (title: string) => `${title} was restored.`,
    undo: 'Undo',
    trash: 'Trash',
    restore: (title: string) => `Restore ${title}`,
    empty: 'No post matches these filters.',
    minutes: /minutes? to read/,
  },
  ar: {
    add: 'اكتب مقالًا',
    addTitle: 'اكتب مقالًا في المدونة',
    field: (label: string, lang: 'en' | 'ar') => `${label} (${lang === 'en' ? 'بالإنجليزية' : 'بالعربية'})`,
    title: 'العنوان',
    excerpt: 'المقتطف',
    body: 'النص (ماركداون)',
    author: 'الكاتب',
    category: 'الفئة',
    now: 'انشر الآن',
    draft: 'احفظ كمسودة',
    schedule: 'جدولة',
    submit: { now: 'نشر', draft: 'حفظ المسودة', schedule: 'جدولة' },
    when: 'وقت النشر (بتوقيت قطر)',
    search: 'البحث بالعنوان',
    scheduled: /^مجدول في .+ \(بتوقيت قطر\)$/,
    published: 'منشور',
    draftState: 'مسودة',
    notFound: 'المدونة غير موجودة',
    trashRow: (title: string) => `نقل إلى سلة المحذوفات: ${title}`,
    confirmTrash: (title: string) => `نقل ${title} إلى سلة المحذوفات`,
    trashed: (title: string) => `نُقل ${title} إلى سلة المحذوفات.`,
    restored: (title: string) => `استُعيد ${title}.`,
    undo: 'تراجع',
    trash: 'سلة المحذوفات',
    restore: (title: string) => `استعادة ${title}`,
    empty: 'لا يوجد مقال يطابق هذه المرشحات.',
    minutes: /دقيق|دقائق|دقيقتا/,
  },
} as const;

type Lang = keyof typeof copy;

/** A seeded picture of this site (a post's cover): pictures from other sites are refused by the CSP. */
async function seededPicture(page: Page): Promise<string> {
  const answer = await page.request.get('/api/v1/blogs?limit=20&lang=en');
  const blogs = ((await answer.json()) as { data: { blogs: { coverImage: { src: string } | null }[] } }).data.blogs;
  const src = blogs.find((blog) => blog.coverImage)?.coverImage?.src;
  if (!src) throw new Error('no seeded post has a cover picture');
  return src;
}

/**
 * Moves the api's clock on by `ms` (the e2e stack runs the api with API_CLOCK_CONTROL=true) and
 * answers its time: 0 only reads it, since an earlier test may have moved it already.
 */
async function advanceApiClock(page: Page, ms: number): Promise<Date> {
  const answer = await page.request.post(`http://127.0.0.1:${API_PORT}/api/v1/test/clock`, {
    data: { advanceMs: ms },
  });
  expect(answer.ok()).toBe(true);
  return new Date(((await answer.json()) as { now: string }).now);
}

/** Wall-clock time in Qatar (UTC+3 all year) of an instant, as a datetime-local input wants it. */
const qatarTime = (at: Date) => new Date(at.getTime() + 3 * HOUR_MS).toISOString().slice(0, 16);

/**
 * A word no other post has, to find a post by: random letters, since the title search also matches
 * similar words (trigrams), and two stamps from the same clock share their first letters.
 */
const uniqueWord = () =>
  Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

type Post = { title: Record<Lang, string>; body: Record<Lang, string> };

/** Fills the add form with a post in both languages (the page is in `lang`). */
async function writePost(page: Page, lang: Lang, post: Post) {
  const t = copy[lang];
  await page.goto(`/admin/blogs/add-blog?lang=${lang}`);
  await expect(page.getByRole('heading', { level: 1, name: t.addTitle })).toBeVisible();
  for (const language of ['en', 'ar'] as const) {
    await page.getByLabel(t.field(t.title, language), { exact: true }).fill(post.title[language]);
    await page.getByLabel(t.field(t.excerpt, language), { exact: true }).fill(`${post.title[language]}.`);
    await page.getByLabel(t.field(t.body, language), { exact: true }).fill(post.body[language]);
    await page.getByLabel(t.field(t.author, language), { exact: true }).fill(language === 'en' ? 'Mariam' : 'مريم');
  }
  // The slug follows the English title.
  await page.getByLabel(t.field(t.title, 'en'), { exact: true }).blur();
  await page.getByLabel(t.category, { exact: true }).selectOption('food');
}

/** The ids of the posts the running test has saved, for the trash after it. */
const written: string[] = [];

/** Saves the form and waits for the edit page it moves to; answers the post's id and slug. */
async function saveAndOpen(page: Page, lang: Lang, submit: string) {
  await page.getByRole('button', { name: submit, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/blogs\/edit-blog\/[0-9a-f-]{36}/);
  const id = page.url().match(/edit-blog\/([0-9a-f-]{36})/)?.[1] ?? '';
  written.push(id);
  const slug = await page.getByLabel(lang === 'en' ? 'Slug' : 'المعرّف في الرابط', { exact: true }).inputValue();
  return { id, slug };
}

/** The public list, searched by `stamp`, until it shows (or no longer shows) the post: the BFF keeps public answers 10 s. */
async function expectOnPublicList(page: Page, lang: Lang, stamp: string, title: string, shown: boolean) {
  await expect(async () => {
    await page.goto(`/blogs?lang=${lang}&title=${stamp}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The list has answered (cards or its empty state), so an absent card is an absent post.
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(title, { exact: true })).toHaveCount(shown ? 1 : 0, { timeout: 2_000 });
  }).toPass({ timeout: 30_000, intervals: [1_000, 2_000, 3_000] });
}

/**
 * The test's posts to the trash, through the BFF in the admin's session (a state change: CSRF
 * header and origin), as the list's trash button does.
 */
test.afterEach(async ({ page }) => {
  for (const id of written.splice(0)) {
    const trashed = await page.request.delete(`/api/v1/admin/blog/${id}`, {
      headers: { 'x-csrf': '1', origin: new URL(page.url()).origin },
    });
    expect(trashed.ok(), await trashed.text()).toBe(true);
  }
});

test('a short preview beside a long one starts under its own title', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page);
  const stamp = uniqueWord();
  await writePost(page, 'ar', {
    title: { en: `Long and short ${stamp}`, ar: `طويل وقصير ${stamp}` },
    body: { en: Array.from({ length: 30 }, (_, i) => `Paragraph ${i + 1} of a long post.`).join('\n\n'), ar: 'قصير.' },
  });
  // From the top of the title to the first line of text: a title's line and a gap, not half the box.
  for (const language of ['en', 'ar'] as const) {
    const title = await page.locator(`#blog-preview-${language}-title`).boundingBox();
    const text = await page.getByTestId(`blog-preview-${language}`).locator('p').first().boundingBox();
    if (!title || !text) throw new Error('preview not laid out');
    expect(text.y - title.y, language).toBeLessThan(64);
  }
});

for (const lang of ['en', 'ar'] as const) {
  const t = copy[lang];

  test(`${lang}: a post with a list, a link and a picture is published as its preview showed it`, async ({ page }) => {
    test.setTimeout(90_000);
    const cspViolations = await recordCspViolations(page);
    await signIn(page);
    const picture = await seededPicture(page);
    const stamp = uniqueWord();
    const post: Post = {
      title: { en: `Karak trail ${stamp}`, ar: `درب الكرك ${stamp}` },
      body: {
        en: `## Where to start\n\n- karak at sunset\n- chebab for breakfast\n\nRead [Visit Qatar](https://visitqatar.com).\n\n![A cup of karak](${picture})`,
        ar: `## من أين تبدأ\n\n- كرك عند الغروب\n- جباب على الفطور\n\nاقرأ [زوروا قطر](https://visitqatar.com).\n\n![كوب كرك](${picture})`,
      },
    };
    await writePost(page, lang, post);
    const preview = page.getByTestId(`blog-preview-${lang}`);
    await expect(preview.locator('li')).toHaveCount(2);
    await expect(preview.locator('a[href="https://visitqatar.com"]')).toBeVisible();
    await expect(preview.locator('img')).toHaveAttribute('src', picture);
    await expect(page.getByTestId('blog-preview-ar')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('blog-preview-en')).toHaveAttribute('dir', 'ltr');
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel(t.now, { exact: true }).check();
    const { id, slug } = await saveAndOpen(page, lang, t.submit.now);
    await expect(page.getByTestId('blog-status')).toHaveText(t.published);
    await expect(page.getByTestId('blog-minutes')).toContainText(t.minutes);
    const previewHtml = await page.getByTestId(`blog-preview-${lang}`).innerHTML();

    await page.goto(`/blog/${slug}/${id}?lang=${lang}`);
    const body = page.getByTestId('blog-body');
    await expect(body.locator('li')).toHaveCount(2);
    expect(await body.innerHTML()).toBe(previewHtml);
    await expect(body).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(body.locator('img')).toHaveJSProperty('complete', true);
    expect(await body.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectOnPublicList(page, lang, stamp, post.title[lang], true);
    expect(await cspViolations()).toEqual([]);
  });

  test(`${lang}: a draft stays hidden; a scheduled post appears once its time has come`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page);
    const stamp = uniqueWord();
    const draft: Post = {
      title: { en: `Draft notes ${stamp}`, ar: `ملاحظات مسودة ${stamp}` },
      body: { en: 'Not yet.', ar: 'ليس بعد.' },
    };
    await writePost(page, lang, draft);
    await page.getByLabel(t.draft, { exact: true }).check();
    const saved = await saveAndOpen(page, lang, t.submit.draft);
    await expect(page.getByTestId('blog-status')).toHaveText(t.draftState);
    await page.goto(`/blog/${saved.slug}/${saved.id}?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1, name: t.notFound })).toBeVisible();
    await expectOnPublicList(page, lang, stamp, draft.title[lang], false);

    const scheduled: Post = {
      title: { en: `Eid evening ${stamp}`, ar: `مساء العيد ${stamp}` },
      body: { en: 'Fireworks on the Corniche.', ar: 'ألعاب نارية على الكورنيش.' },
    };
    await writePost(page, lang, scheduled);
    await page.getByLabel(t.schedule, { exact: true }).check();
    const apiNow = await advanceApiClock(page, 0);
    await page.getByLabel(t.when, { exact: true }).fill(qatarTime(new Date(apiNow.getTime() + 2 * HOUR_MS)));
    const later = await saveAndOpen(page, lang, t.submit.schedule);
    await expect(page.getByTestId('blog-status')).toHaveText(t.scheduled);

    // In the admin list, filtered by its state.
    await page.goto(`/admin/blogs?lang=${lang}&status=scheduled&title=${stamp}`);
    await expect(page.getByRole('row').filter({ hasText: scheduled.title.en })).toHaveCount(1);

    await expectOnPublicList(page, lang, stamp, scheduled.title[lang], false);
    await page.goto(`/blog/${later.slug}/${later.id}?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1, name: t.notFound })).toBeVisible();

    await advanceApiClock(page, 3 * HOUR_MS);
    await expectOnPublicList(page, lang, stamp, scheduled.title[lang], true);
    await page.goto(`/blog/${later.slug}/${later.id}?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1, name: scheduled.title[lang] })).toBeVisible();
    // The draft is still nowhere.
    await expect(page.getByText(draft.title[lang], { exact: true })).toHaveCount(0);
  });

  test(`${lang}: a post moved to the trash comes back with Undo, and from the trash with Restore`, async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page);
    const stamp = uniqueWord();
    const post: Post = {
      title: { en: `Trash test ${stamp}`, ar: `اختبار الحذف ${stamp}` },
      body: { en: 'Here and gone.', ar: 'هنا ثم لا.' },
    };
    await writePost(page, lang, post);
    await page.getByLabel(t.now, { exact: true }).check();
    await saveAndOpen(page, lang, t.submit.now);

    await page.goto(`/admin/blogs?lang=${lang}`);
    await page.getByLabel(t.search, { exact: true }).fill(stamp);
    await expect(page).toHaveURL(new RegExp(`[?&]title=${stamp}`));
    const row = page.getByRole('row').filter({ hasText: post.title.en });
    await expect(row).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    const title = post.title[lang];

    await row.getByRole('button', { name: t.trashRow(title) }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(title);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: t.confirmTrash(title) }).click();
    await expect(page.getByText(t.empty)).toBeVisible();
    await expect(page.getByText(t.trashed(title)).first()).toBeVisible();
    await page.getByRole('button', { name: t.undo }).click();
    await expect(page.getByText(t.restored(title)).first()).toBeVisible();
    await expect(row).toHaveCount(1);
    await expectOnPublicList(page, lang, stamp, title, true);

    await page.goto(`/admin/blogs?lang=${lang}&title=${stamp}`);
    await row.getByRole('button', { name: t.trashRow(title) }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t.confirmTrash(title) })
      .click();
    await expect(page.getByText(t.empty)).toBeVisible();
    await expectOnPublicList(page, lang, stamp, title, false);

    await page.goto(`/admin/blogs?lang=${lang}&title=${stamp}`);
    await page.getByRole('link', { name: t.trash, exact: true }).click();
    await expect(page).toHaveURL(/[?&]trash=true/);
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: t.restore(title) }).click();
    await expect(page.getByText(t.restored(title)).first()).toBeVisible();
    await expect(row).toHaveCount(0);
    await expectOnPublicList(page, lang, stamp, title, true);
  });
}

test("each language's page and card give the minutes its own body takes to read", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const stamp = uniqueWord();
  const post: Post = {
    title: { en: `Long read ${stamp}`, ar: `قراءة قصيرة ${stamp}` },
    // A thousand English words are five minutes at 200 a minute; the short Arabic body, one.
    body: { en: Array.from({ length: 1000 }, () => 'karak').join(' '), ar: 'كرك عند الغروب على الكورنيش.' },
  };
  await writePost(page, 'ar', post);
  await page.getByLabel(copy.ar.now, { exact: true }).check();
  const { id, slug } = await saveAndOpen(page, 'ar', copy.ar.submit.now);
  const minutes = { ar: 'قراءة في دقيقة واحدة', en: '5 min read' } as const;
  for (const lang of ['ar', 'en'] as const) {
    await page.goto(`/blog/${slug}/${id}?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title[lang] })).toBeVisible();
    await expect(page.getByText(minutes[lang], { exact: true })).toBeVisible();
    await expectOnPublicList(page, lang, stamp, post.title[lang], true);
    await expect(page.getByTestId('blog-card').filter({ hasText: post.title[lang] })).toContainText(minutes[lang]);
  }
});
