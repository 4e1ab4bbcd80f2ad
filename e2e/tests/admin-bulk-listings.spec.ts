import type { Page } from '@playwright/test';
import { seededAdmin, signIn } from './support/accounts.ts';
import { createRestaurant, writeHeaders } from './support/admin-writes.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

/**
 * A bulk action through the real BFF and API: an admin filters the restaurants down to 30 drafts of
 * this run, selects the page and then every one the filter matches, publishes them after a
 * confirmation naming the count, and a visitor then finds all 30 on the public list — by keyboard,
 * in English and in Arabic. The run's restaurants are deleted for good at the end (a bulk purge), so
 * the seed's counts the other journeys read stay true.
 */
const COUNT = 30;

const copy = {
  en: {
    search: 'Search by name',
    status: 'Status',
    selectPage: 'Select every listing on this page',
    selectRow: (name: string) => `Select ${name}`,
    selectAll: `Select all ${COUNT} matching this filter`,
    allSelected: `All ${COUNT} restaurants matching these filters are selected.`,
    publish: 'Publish',
    confirmTitle: `Publish ${COUNT} restaurants?`,
    done: `Published: ${COUNT} restaurants.`,
    rowsPerPage: 'Rows per page',
    showing: `Showing 1 - 10 out of ${COUNT} results`,
  },
  ar: {
    search: 'البحث بالاسم',
    status: 'الحالة',
    selectPage: 'تحديد كل القوائم في هذه الصفحة',
    selectRow: (name: string) => `تحديد ${name}`,
    selectAll: `تحديد كل ما يطابق هذا المرشح (${COUNT})`,
    allSelected: `كل ما يطابق هذه المرشحات محدد (${COUNT}).`,
    publish: 'نشر',
    confirmTitle: `نشر ${COUNT} مطعمًا؟`,
    done: `تم النشر: ${COUNT} مطعمًا.`,
    rowsPerPage: 'عدد الصفوف في الصفحة',
    showing: `عرض 1 - 10 من أصل ${COUNT} نتيجة`,
  },
} as const;

/** `COUNT` draft restaurants of this run, named `<word> <n>` in both languages. */
async function createDrafts(page: Page, word: string): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 1; n <= COUNT; n++) {
    ids.push(
      await createRestaurant(page, {
        slug: `${word}-${n}`,
        name: { en: `${word} ${n}`, ar: `${word} ${n}` },
        description: { en: 'A restaurant the bulk journey publishes.', ar: 'مطعم تنشره رحلة الإجراءات الجماعية.' },
        address: { en: 'West Bay, Doha', ar: 'الخليج الغربي، الدوحة' },
        area: 'west_bay',
        monday: { open: '12:00', close: '23:00' },
        status: 'draft',
      }),
    );
  }
  return ids;
}

/** The run's restaurants deleted for good: into the trash, then a permanent delete, both in bulk. */
async function removeForGood(page: Page, ids: string[]) {
  for (const action of ['trash', 'purge']) {
    const answer = await page.request.post('/api/v1/admin/restaurants/bulk', {
      headers: writeHeaders(page),
      data: { action, ids },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    const { data } = (await answer.json()) as { data: { succeeded: string[]; failed: unknown[] } };
    expect(data.failed).toEqual([]);
  }
}

for (const lang of ['en', 'ar'] as const) {
  test(`an admin selects all ${COUNT} restaurants a filter matches and publishes them; visitors see them (${lang})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const t = copy[lang];
    // The name search also finds near spellings: each run's word is its own.
    const word = `bulk${lang}${Date.now().toString(36)}`;
    await signIn(page, seededAdmin);
    const ids = await createDrafts(page, word);
    try {
      await page.goto(`/admin/restaurants?lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await page.getByLabel(t.status).selectOption('draft');
      await expect(page).toHaveURL(/[?&]status=draft/);
      await page.getByLabel(t.search).pressSequentially(word, { delay: 10 });
      await expect(page).toHaveURL(new RegExp(`[?&]businessName=${word}`));
      const rows = page.getByRole('table').locator('tbody tr');
      // The default page holds 25; 50 rows a page would show them all, kept in the address.
      await expect(rows).toHaveCount(25);
      await page.getByLabel(t.rowsPerPage).selectOption('50');
      await expect(page).toHaveURL(/[?&]limit=50/);
      await expect(rows).toHaveCount(COUNT);
      await page.getByLabel(t.rowsPerPage).selectOption('10');
      await expect(rows).toHaveCount(10);

      // By keyboard: one row ticked with Space, then the whole page from the header's checkbox.
      // The newest first: the last one written heads the list.
      const firstRow = page.getByRole('checkbox', { name: t.selectRow(`${word} ${COUNT}`), exact: true });
      await firstRow.focus();
      await page.keyboard.press('Space');
      await expect(firstRow).toBeChecked();
      const header = page.getByRole('checkbox', { name: t.selectPage });
      await header.focus();
      await page.keyboard.press('Space');
      await expect(header).toBeChecked();
      const selectAll = page.getByRole('button', { name: t.selectAll });
      await selectAll.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('bulk-selected')).toHaveText(t.allSelected);
      await expect(page.getByTestId('bulk-selected')).toHaveAttribute('aria-live', 'polite');
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: t.publish, exact: true }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: t.confirmTitle })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: t.publish, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByText(t.done).first()).toBeVisible();
      // They are no longer drafts: the filtered list is empty, and the selection went with the batch.
      await expect(rows.filter({ hasText: word })).toHaveCount(0);
      await expect(page.getByTestId('bulk-selected')).toHaveText('');

      // A visitor (no session) finds all of them on the public list at once.
      const visitor = await browser.newContext();
      try {
        const visit = await visitor.newPage();
        await visit.goto(`/listings/restaurants?lang=${lang}&businessName=${word}`);
        await expect(visit.getByTestId('restaurant-card')).toHaveCount(10);
        await expect(visit.getByText(t.showing)).toBeVisible();
      } finally {
        await visitor.close();
      }
    } finally {
      await removeForGood(page, ids);
    }
  });
}
