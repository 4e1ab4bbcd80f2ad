import type { Page } from '@playwright/test';
import { seededAdmin, signIn } from './support/accounts.ts';
import { createRestaurant, writeHeaders } from './support/admin-writes.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

/**
 * The back office's listing lists through the real BFF and API: an admin finds a
 * restaurant by cuisine and name, sorts, deletes it after confirming, undoes, deletes it again,
 * finds it in the trash and restores it — in English and in Arabic, axe passing on each view.
 * Each run writes a restaurant of its own (unique name) so the seed's listings stay untouched.
 */
const copy = {
  en: {
    nav: 'Admin sections',
    restaurants: 'Restaurants',
    cuisine: 'Cuisine',
    search: 'Search by name',
    name: /^Name/,
    trash: 'Trash',
    listings: 'Listings',
    undo: 'Undo',
    closeToast: 'Close notification',
    download: /^Download CSV/,
    deleteRow: (name: string) => `Delete ${name}`,
    confirm: (name: string) => `Delete ${name}`,
    restore: (name: string) => `Restore ${name}`,
    deleted: (name: string) => `${name} was moved to the trash.`,
    restored: (name: string) => `${name} was restored.`,
    empty: 'No restaurant matches these filters.',
    purge: /stay here for 30 days/,
  },
  ar: {
    nav: 'أقسام الإدارة',
    restaurants: 'المطاعم',
    cuisine: 'المطبخ',
    search: 'البحث بالاسم',
    name: /^الاسم/,
    trash: 'سلة المحذوفات',
    listings: 'القوائم',
    undo: 'تراجع',
    closeToast: 'إغلاق الإشعار',
    download: /^تنزيل CSV/,
    deleteRow: (name: string) => `حذف ${name}`,
    confirm: (name: string) => `حذف ${name}`,
    restore: (name: string) => `استعادة ${name}`,
    deleted: (name: string) => `نُقل ${name} إلى سلة المحذوفات.`,
    restored: (name: string) => `استُعيد ${name}.`,
    empty: 'لا يوجد مطعم يطابق هذه المرشحات.',
    purge: /تبقى القوائم المحذوفة هنا 30 يومًا/,
  },
} as const;

/** A restaurant of this run in Lusail, written through the BFF as the admin. */
const createLusailRestaurant = (page: Page, name: { en: string; ar: string }, slug: string) =>
  createRestaurant(page, {
    slug,
    name,
    description: { en: 'A restaurant the listing lists journey writes.', ar: 'مطعم يكتبه اختبار القوائم.' },
    address: { en: 'Lusail Marina, Doha', ar: 'مرسى لوسيل، الدوحة' },
    area: 'lusail',
    monday: { open: '12:00', close: '01:00' },
  });

for (const lang of ['en', 'ar'] as const) {
  test(`an admin filters restaurants by cuisine and name, sorts, deletes with undo, and restores from the trash (${lang})`, async ({
    page,
  }) => {
    const t = copy[lang];
    const stamp = `${lang}${Date.now()}`;
    const names = { en: `Listing Journey ${stamp}`, ar: `رحلة القوائم ${stamp}` };
    const name = names[lang];
    await signIn(page, seededAdmin);
    const id = await createLusailRestaurant(page, names, `listing-journey-${stamp}`);

    await page.goto(`/admin/restaurants?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: t.restaurants })).toBeVisible();
    const nav = page.getByRole('navigation', { name: t.nav });
    await expect(nav.getByRole('link', { name: t.restaurants })).toHaveAttribute('aria-current', 'page');
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows.first().getByRole('link').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // By cuisine, then by name typed: the address keeps both (a reload shows the same list).
    await page.getByLabel(t.cuisine).selectOption('korean');
    await expect(page).toHaveURL(/[?&]businessCategory=korean/);
    await page.getByLabel(t.search).pressSequentially(stamp, { delay: 20 });
    await expect(page).toHaveURL(new RegExp(`[?&]businessName=${stamp}`));
    const row = rows.filter({ hasText: names.en });
    await expect(row).toHaveCount(1);
    await expect(rows).toHaveCount(1);
    await expect(row.locator('[lang="ar"]')).toHaveText(names.ar);
    await page.reload();
    await expect(page.getByLabel(t.cuisine)).toHaveValue('korean');
    await expect(row).toHaveCount(1);
    await expect(page.getByRole('link', { name: t.download })).toHaveAttribute(
      'href',
      new RegExp(`^/api/v1/admin/restaurants/export\\?businessName=${stamp}&businessCategory=korean&lang=${lang}$`),
    );

    // Sorted by name from its header, either way.
    const header = page.getByRole('columnheader', { name: t.name });
    await header.getByRole('button').click();
    await expect(page).toHaveURL(/[?&]sort=name_asc/);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await header.getByRole('button').click();
    await expect(page).toHaveURL(/[?&]sort=name_desc/);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(row).toHaveCount(1);

    // Delete asks first; the toast's Undo brings it back.
    await row.getByRole('button', { name: t.deleteRow(name) }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(name);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: t.confirm(name) }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText(t.empty)).toBeVisible();
    await expect(page.getByText(t.deleted(name)).first()).toBeVisible();
    // The toast's close button is named in the page's language too (sonner's own is English).
    await expect(
      page.locator('[data-sonner-toast]', { hasText: t.deleted(name) }).getByRole('button', { name: t.closeToast }),
    ).toBeAttached();
    await page.getByRole('button', { name: t.undo }).click();
    await expect(page.getByText(t.restored(name)).first()).toBeVisible();
    await expect(row).toHaveCount(1);

    // Deleted again, it is in the trash with its purge date, and Restore brings it back.
    await row.getByRole('button', { name: t.deleteRow(name) }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t.confirm(name) })
      .click();
    await expect(page.getByText(t.empty)).toBeVisible();
    await page.getByRole('link', { name: t.trash, exact: true }).click();
    await expect(page).toHaveURL(/[?&]trash=true/);
    await expect(page.getByText(t.purge)).toBeVisible();
    const trashed = rows.filter({ hasText: names.en });
    await expect(trashed).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await trashed.getByRole('button', { name: t.restore(name) }).click();
    await expect(page.getByText(t.restored(name)).first()).toBeVisible();
    await expect(trashed).toHaveCount(0);
    await page.getByRole('link', { name: t.listings, exact: true }).click();
    await expect(page).not.toHaveURL(/trash=true/);
    // Back in the list (the filters kept), it is there again.
    await expect(page.getByLabel(t.search)).toHaveValue(stamp);
    await expect(rows.filter({ hasText: names.en })).toHaveCount(1);

    // The run's restaurant leaves the public lists again.
    const removed = await page.request.delete(`/api/v1/admin/restaurant/${id}`, { headers: writeHeaders(page) });
    expect(removed.ok()).toBe(true);
  });
}
