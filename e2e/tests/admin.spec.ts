import type { Page } from '@playwright/test';
import { seededAdmin, seededUser, signIn } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

/**
 * The back office through the real BFF and API over the seeded database: the seeded admin
 * and user (api/src/seed/seed.ts, README "Seed"), the admin's pages in both languages, and what
 * visitors and non-admins download (nothing of mfe-admin).
 */
const copy = {
  en: {
    dashboard: 'Overview',
    users: 'Users Management',
    nav: 'Admin sections',
    role: 'Role',
    email: 'Search by email',
  },
  ar: {
    dashboard: 'نظرة عامة',
    users: 'إدارة المستخدمين',
    nav: 'أقسام الإدارة',
    role: 'الدور',
    email: 'البحث بالبريد الإلكتروني',
  },
} as const;

/** Every request the page makes for mfe-admin's files (manifest, entry, chunks, styles). */
function countAdminRequests(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/releases/mfe-admin/')) requests.push(request.url());
  });
  return requests;
}

test('a visitor browsing home, a list and a detail page, or opening an admin page, fetches no mfe-admin file', async ({
  page,
}) => {
  const adminRequests = countAdminRequests(page);
  await page.goto('/?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/listings/restaurants?lang=en');
  await page.getByTestId('restaurant-card').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/restaurant\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/admin/dashboard?lang=en');
  await expect(page).toHaveURL(/\/sign-in\?/);
  await page.waitForLoadState('networkidle');
  expect(adminRequests).toEqual([]);
});

test('a signed-in user who is no admin is sent away from /admin/dashboard and fetches no mfe-admin file', async ({
  page,
}) => {
  const adminRequests = countAdminRequests(page);
  await signIn(page, seededUser);
  await page.goto('/admin/dashboard?lang=en');
  await expect(page).toHaveURL(/\/(\?lang=en)?$/);
  await page.waitForLoadState('networkidle');
  await page.getByTestId('account-menu').locator('summary').click();
  await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
  expect(adminRequests).toEqual([]);
});

test('an admin opens the dashboard from the account menu: mfe-admin loads then, and its figures are the api’s', async ({
  page,
}) => {
  const adminRequests = countAdminRequests(page);
  await signIn(page, seededAdmin);
  expect(adminRequests, 'nothing of mfe-admin before an admin page opens').toEqual([]);
  await page.getByTestId('account-menu').locator('summary').click();
  await page.getByRole('link', { name: 'Admin Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  expect(adminRequests.some((url) => /\/releases\/mfe-admin\/[^/]+\/mf-manifest\.json$/.test(url))).toBe(true);
  await expect(page).toHaveTitle(/^Overview – /);
  await expect(page.locator('meta[name="robots"]').last()).toHaveAttribute('content', 'noindex, nofollow');

  const answer = await page.request.get('/api/v1/admin/statistics', { headers: { 'x-csrf': '1' } });
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as {
    data: {
      users: { total: number; byRole: Record<string, number>; newLast30Days: number };
      restaurants: number;
      shops: number;
      blogs: number;
      activeAds: number;
      unreadMessages: number;
      favorites: number;
      bookmarks: number;
    };
  };
  const expected: Record<string, number> = {
    usersTotal: data.users.total,
    usersUser: data.users.byRole.user ?? 0,
    usersBusiness: data.users.byRole.business ?? 0,
    usersAdmin: data.users.byRole.admin ?? 0,
    newUsers: data.users.newLast30Days,
    restaurants: data.restaurants,
    shops: data.shops,
    blogs: data.blogs,
    activeAds: data.activeAds,
    unreadMessages: data.unreadMessages,
    favorites: data.favorites,
    bookmarks: data.bookmarks,
  };
  expect(data.restaurants, 'the seed has restaurants').toBeGreaterThan(0);
  for (const [key, value] of Object.entries(expected))
    await expect(page.getByTestId(`figure-${key}`), key).toHaveAttribute('data-value', String(value));
  await expect(page.getByTestId('figure-restaurants')).toHaveText(String(data.restaurants));
  await expect(page.getByRole('table', { name: 'Sign-ups per week' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Most-saved listings' })).toBeVisible();
});

for (const lang of ['en', 'ar'] as const) {
  test(`an admin filters users by role and by email, opens one, and axe passes every admin page (${lang})`, async ({
    page,
  }) => {
    const t = copy[lang];
    await signIn(page, seededAdmin);
    await page.goto(`/admin/dashboard?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: t.dashboard })).toBeVisible();
    await expect(page.getByTestId('figure-usersTotal')).toBeVisible();
    const nav = page.getByRole('navigation', { name: t.nav });
    await expect(nav.getByRole('link', { name: t.dashboard })).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousA11yViolations(page);

    await nav.getByRole('link', { name: t.users }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.users })).toBeVisible();
    await expect(nav.getByRole('link', { name: t.users })).toHaveAttribute('aria-current', 'page');
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows.first().getByRole('link')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // By role: only administrators, and the address says so (a reload shows the same list).
    await page.getByLabel(t.role).selectOption('admin');
    await expect(page).toHaveURL(/[?&]role=admin/);
    await expect(rows.filter({ hasText: seededAdmin.email })).toHaveCount(1);
    await expect(rows.filter({ hasText: seededUser.email })).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel(t.role)).toHaveValue('admin');
    await expect(rows.filter({ hasText: seededAdmin.email })).toHaveCount(1);

    // By email, typed: the list narrows once typing pauses, on any role.
    await page.getByLabel(t.role).selectOption('');
    await page.getByLabel(t.email).pressSequentially(seededUser.email.split('@')[0] ?? '', { delay: 30 });
    await expect(page).toHaveURL(/[?&]email=user/);
    await expect(rows.filter({ hasText: seededUser.email })).toHaveCount(1);
    await expect(rows.filter({ hasText: seededAdmin.email })).toHaveCount(0);

    // A row opens the user's page; Back returns to the same filtered list.
    await rows.filter({ hasText: seededUser.email }).getByRole('link').click();
    await expect(page).toHaveURL(/\/user\/[0-9a-f-]+/);
    await expect(page.getByTestId('user-details')).toContainText(seededUser.email);
    await expectNoSeriousA11yViolations(page);
    await page.goBack();
    await expect(page.getByLabel(t.email)).toHaveValue(/^user/);
    await expect(rows.filter({ hasText: seededUser.email })).toHaveCount(1);
  });
}

test('the admin menu opens as a drawer on a phone, the current section marked', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, seededAdmin);
  await page.goto('/admin/users?lang=ar');
  await page.getByRole('button', { name: 'قائمة الإدارة' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'إدارة المستخدمين' })).toHaveAttribute('aria-current', 'page');
  await drawer.getByRole('link', { name: 'نظرة عامة' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4310}`;

test('an admin changes a user’s role in the modal, deletes the user after confirming, and Activity shows both', async ({
  page,
  request,
}) => {
  const email = `e2e-admin-target-${Date.now()}@example.com`;
  const password = 'Journey#2026pass';
  const registered = await request.post(`${API}/api/v1/auth/register`, {
    data: { fullName: 'Target Person', email, password, confirmPassword: password, role: 'user', agreeToTerms: true },
  });
  expect(registered.status()).toBe(201);

  await signIn(page, seededAdmin);
  await page.goto(`/admin/users?lang=en&email=${encodeURIComponent(email)}`);
  await page.getByRole('table').getByRole('link', { name: 'Target Person' }).click();
  const details = page.getByTestId('user-details');
  await expect(details).toContainText('User');

  await page.getByRole('button', { name: 'Change role' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Role', { exact: true }).selectOption('business');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(details).toContainText('Business owner');

  await page.getByRole('button', { name: 'Delete user' }).click();
  await expect(page.getByRole('dialog')).toContainText(email);
  await page.getByRole('dialog').getByRole('button', { name: 'Delete Target Person' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await page.goto(`/admin/users?lang=en&email=${encodeURIComponent(email)}`);
  await expect(page.getByText('No user matches these filters.')).toBeVisible();

  // Activity shows both changes, newest first, with the role's diff; filtered to this user's own
  // history (the link the user's page gives), in English and then in Arabic.
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  const entries = page.getByTestId('activity-entry');
  await expect(entries.first()).toContainText('Deleted');
  await expect(entries.first()).toContainText(email);
  await entries.first().getByRole('link').click();
  await expect(page).toHaveURL(/[?&]entityType=user&entityId=[0-9a-f-]+/);
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('Deleted');
  await expect(entries.nth(1)).toContainText('Updated');
  await expect(entries.nth(1).locator('del')).toHaveText('User');
  await expect(entries.nth(1).locator('ins')).toHaveText('Business owner');
  await expectNoSeriousA11yViolations(page);
  await page.goto(`${page.url().replace(/[?&]lang=\w+/, '')}&lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'النشاط' })).toBeVisible();
  await expect(entries.nth(0)).toContainText('حذف');
  await expect(entries.nth(1).locator('ins')).toHaveText('صاحب عمل');
  await expectNoSeriousA11yViolations(page);
});

test('an admin sorts the users list by name from its column header, either way, and the address keeps it', async ({
  page,
  request,
}) => {
  // Two accounts only this test has, signed up Alpha then Zulu: the default order (newest first)
  // shows Zulu first, so only the name sort puts Alpha on top.
  const stamp = `e2e-sort-${Date.now()}`;
  const password = 'Journey#2026pass';
  for (const fullName of ['Alpha Sorted', 'Zulu Sorted']) {
    const email = `${stamp}-${fullName.split(' ')[0]?.toLowerCase()}@example.com`;
    const registered = await request.post(`${API}/api/v1/auth/register`, {
      data: { fullName, email, password, confirmPassword: password, role: 'user', agreeToTerms: true },
    });
    expect(registered.status()).toBe(201);
  }
  await signIn(page, seededAdmin);
  await page.goto(`/admin/users?lang=en&email=${stamp}`);
  const names = page.getByRole('table').locator('tbody tr td:first-child');
  await expect(names).toHaveText(['Zulu Sorted', 'Alpha Sorted']);

  const header = page.getByRole('columnheader', { name: /^Name/ });
  await header.getByRole('button').click();
  await expect(page).toHaveURL(/[?&]sort=name_asc/);
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect(names).toHaveText(['Alpha Sorted', 'Zulu Sorted']);

  await header.getByRole('button').click();
  await expect(page).toHaveURL(/[?&]sort=name_desc/);
  await expect(names).toHaveText(['Zulu Sorted', 'Alpha Sorted']);
  await page.reload();
  await expect(names).toHaveText(['Zulu Sorted', 'Alpha Sorted']);
});

for (const lang of ['en', 'ar'] as const) {
  test(`an admin opens a message from the inbox and it is marked read, the unread count follows, axe passes (${lang})`, async ({
    page,
    request,
  }) => {
    const subject = `E2E ${lang} ${Date.now()}`.slice(0, 50);
    const sent = await request.post(`${API}/api/v1/contact/`, {
      data: {
        name: 'Inbox Visitor',
        email: 'inbox.visitor@example.com',
        phoneNumber: '55512345',
        subject,
        message: 'A question about listing a restaurant,\nwith two lines.',
      },
    });
    expect(sent.status()).toBe(201);
    const t = {
      en: { messages: 'Messages', unread: 'Unread', read: 'Read', state: 'Read state', reply: 'Reply by email' },
      ar: {
        messages: 'الرسائل',
        unread: 'غير مقروءة',
        read: 'مقروءة',
        state: 'حالة القراءة',
        reply: 'الرد بالبريد الإلكتروني',
      },
    }[lang];

    await signIn(page, seededAdmin);
    await page.goto(`/admin/dashboard?lang=${lang}`);
    const nav = page.getByRole('navigation', { name: copy[lang].nav });
    const badge = nav.getByTestId('unread-count');
    await expect(badge).toBeVisible();
    const before = await page.request.get('/api/v1/admin/statistics', { headers: { 'x-csrf': '1' } });
    const unreadBefore = ((await before.json()) as { data: { unreadMessages: number } }).data.unreadMessages;
    await nav.getByRole('link', { name: new RegExp(`^${t.messages}`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.messages })).toBeVisible();
    await page.getByLabel(t.state).selectOption('unread');
    await expect(page).toHaveURL(/[?&]state=unread/);
    const row = page.getByRole('table').locator('tbody tr').filter({ hasText: subject });
    await expect(row).toContainText(t.unread);
    await expectNoSeriousA11yViolations(page);

    await row.getByRole('button', { name: subject }).click();
    const open = page.getByTestId('open-message');
    await expect(open.getByRole('heading', { name: subject })).toBeVisible();
    await expect(open).toContainText('with two lines.');
    await expect(open.getByRole('link', { name: t.reply })).toHaveAttribute(
      'href',
      /^mailto:inbox\.visitor@example\.com\?subject=/,
    );
    // Marked read: gone from the unread list, the count one less, and listed as read.
    await expect(row).toHaveCount(0);
    if (unreadBefore > 1)
      await expect(badge).toHaveText(
        new Intl.NumberFormat(lang === 'ar' ? 'ar-QA-u-nu-latn' : 'en-QA').format(unreadBefore - 1),
      );
    else await expect(badge).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel(t.state).selectOption('read');
    await expect(page.getByRole('table').locator('tbody tr').filter({ hasText: subject })).toContainText(t.read);
  });
}

const notFoundCopy = {
  en: {
    blog: ['/admin/blogs/edit-blog/bogus', 'Blog Not Found', 'Back to blogs', /\/admin\/blogs$/, 'Blogs'],
    restaurant: [
      '/admin/restaurants/edit-restaurant/00000000-0000-4000-8000-000000000000',
      'Restaurant not found',
      'Back to restaurants',
      /\/admin\/restaurants$/,
      'Restaurants',
    ],
    shop: [
      '/admin/gifts/edit-gift-shop/bogus',
      'Gift Shop not found',
      'Back to gift shops',
      /\/admin\/gifts$/,
      'Gift Shops',
    ],
    user: ['/user/bogus', 'This user does not exist.', 'Back to users', /\/admin\/users$/, 'Users Management'],
  },
  ar: {
    blog: ['/admin/blogs/edit-blog/bogus', 'المدونة غير موجودة', 'العودة إلى المدونات', /\/admin\/blogs$/, 'المدونات'],
    restaurant: [
      '/admin/restaurants/edit-restaurant/00000000-0000-4000-8000-000000000000',
      'المطعم غير موجود',
      'العودة إلى المطاعم',
      /\/admin\/restaurants$/,
      'المطاعم',
    ],
    shop: [
      '/admin/gifts/edit-gift-shop/bogus',
      'متجر الهدايا غير موجود',
      'العودة إلى متاجر الهدايا',
      /\/admin\/gifts$/,
      'متاجر الهدايا',
    ],
    user: ['/user/bogus', 'هذا المستخدم غير موجود.', 'العودة إلى المستخدمين', /\/admin\/users$/, 'إدارة المستخدمين'],
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  test(`an edit page whose id is malformed or unknown says not found and leads back to its list (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, seededAdmin);
    for (const [path, title, back, list, listHeading] of Object.values(notFoundCopy[lang])) {
      await page.goto(`${path}?lang=${lang}`);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.getByText('Not a valid id')).toHaveCount(0);
      await page.getByRole('main').getByRole('link', { name: back }).first().click();
      await expect(page).toHaveURL(list);
      await expect(page.getByRole('heading', { level: 1, name: listHeading })).toBeVisible();
    }
  });
}

test('the Arabic dashboard names the most-saved listings in Arabic', async ({ page }) => {
  await signIn(page, seededAdmin);
  const headers = { 'x-csrf': '1', origin: new URL(page.url()).origin };
  const restaurants = await page.request.get('/api/v1/restaurants?limit=1&lang=ar', { headers });
  const [restaurant] = (await restaurants.json()).data.restaurants as { _id: string }[];
  const saved = await page.request.post('/api/v1/favorite', {
    data: { itemType: 'restaurant', itemId: restaurant?._id },
    headers,
  });
  // Saved already by an earlier run is as good.
  expect([200, 201, 409], await saved.text()).toContain(saved.status());
  const statistics = await page.request.get('/api/v1/admin/statistics', { headers });
  const { mostSaved } = (await statistics.json()).data as { mostSaved: { name: { en: string; ar: string } }[] };
  const [top] = mostSaved;
  expect(top, 'a listing was just saved').toBeDefined();

  await page.goto('/admin/dashboard?lang=ar');
  const table = page.getByRole('table', { name: 'القوائم الأكثر حفظًا' });
  await expect(table.getByRole('rowheader', { name: top?.name.ar })).toBeVisible();
  await expect(table.getByText(top?.name.en ?? '', { exact: true })).toHaveCount(0);
});
