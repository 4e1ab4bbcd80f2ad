import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { createVerifiedUser, latestMail, linkPath, PASSWORD, uniqueEmail } from './support/mailbox.ts';
import { expect, test, waitingForApp } from './support/test.ts';

/** The account journeys through the real BFF and API (mail: support/mailbox.ts). */
async function signIn(page: Page, email: string, password: string, path = '/sign-in?lang=en') {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

const accountMenu = (page: Page) => page.getByTestId('account-menu');

/** Opens the header's account menu (a disclosure that stays open across client-side navigation). */
async function openAccountMenu(page: Page) {
  const menu = accountMenu(page);
  if (!(await menu.evaluate((details) => (details as HTMLDetailsElement).open))) await menu.locator('summary').click();
}

async function signOut(page: Page) {
  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Sign Out' }).click();
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return waitingForApp(await context.newPage());
}

test('sign up → verify by mail → sign in → save from the lists → saved tabs → remove → sign out', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('journey');
  await page.goto('/sign-up?lang=en');
  await page.getByLabel('Full name').fill('Noor Journey');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('radio', { name: 'User' }).check();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  await page.goto(linkPath(await latestMail(request, email, 'verify_email'), 'verify-email'));
  await expect(page.getByText('Your email has been verified. You can now sign in.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/sign-in/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/(\?.*)?$/);
  await expect(accountMenu(page)).toContainText('Noor Journey');

  // Favorite a restaurant and bookmark a shop with the list cards' toggles.
  await page.goto('/listings/restaurants?lang=en');
  const restaurant = page.getByTestId('restaurant-card').first();
  const restaurantName = (await restaurant.getByRole('heading').textContent())?.trim() ?? '';
  await restaurant.getByRole('button', { name: 'Favorite' }).click();
  await expect(restaurant.getByRole('button', { name: 'Favorite' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/listings/gift-shops?lang=en');
  const shop = page.getByTestId('shop-card').first();
  const shopName = (await shop.getByRole('heading').textContent())?.trim() ?? '';
  await shop.getByRole('button', { name: 'Bookmark' }).click();
  await expect(shop.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'true');

  // Client-side navigation: the saved list shows both without a reload.
  await openAccountMenu(page);
  await page.getByRole('link', { name: 'Saved Listings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saved Listings' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Favorites' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('saved-card').getByRole('heading', { name: restaurantName })).toBeVisible();
  await page.getByRole('tab', { name: 'Bookmarks' }).click();
  await expect(page.getByTestId('saved-card').getByRole('heading', { name: shopName })).toBeVisible();
  await page.getByRole('tab', { name: 'Restaurants' }).click();
  await expect(page.getByTestId('saved-card')).toHaveCount(1);
  await page.getByRole('tab', { name: 'Shops' }).click();
  await page.getByRole('button', { name: `Remove ${shopName} from saved listings` }).click();
  await expect(page.getByText('Removed from your saved listings.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Saved Listings' })).toBeVisible();
  await page.getByRole('tab', { name: 'Favorites' }).click();
  await expect(page.getByTestId('saved-card')).toHaveCount(1);

  await signOut(page);
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
});

test('one-time code: the resend countdown, a wrong code, then the right one', async ({ page, request }) => {
  const user = await createVerifiedUser(request, 'otp');
  await page.goto('/sign-in-otp?lang=en');
  await page.getByLabel('Email').fill(user.email);
  const requestedAt = new Date(Date.now() - 5_000).toISOString();
  await page.getByRole('button', { name: 'Send code' }).click();
  // The answer is the same for an address without an account, and the page says so.
  await expect(page.getByText(`If an account exists for ${user.email}`)).toBeVisible();
  await expect(page.getByTestId('cooldown')).toHaveText(/Try again in \d+ s/);
  await expect(page.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
  const first = await page.getByTestId('cooldown').textContent();
  await expect(page.getByTestId('cooldown')).not.toHaveText(first ?? '', { timeout: 3_000 });

  const mail = await latestMail(request, user.email, 'login_otp', requestedAt);
  const code = mail.subject.match(/\d{6}/)?.[0] ?? '';
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('One-time code').fill(wrong);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByText('Invalid OTP. Please try again.')).toBeVisible();
  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(accountMenu(page)).toContainText(user.fullName);
  await expect(page).not.toHaveURL(/sign-in-otp/);
});

test('forgot password → reset link → sign in with the new password', async ({ page, request }) => {
  const user = await createVerifiedUser(request, 'reset');
  await page.goto('/forgot-password?lang=en');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`If an account exists for ${user.email}`)).toBeVisible();
  await expect(page.getByTestId('cooldown')).toHaveText(/Try again in \d+ s/);
  await expect(page.getByRole('button', { name: 'Send the link again' })).toBeDisabled();

  await page.goto(linkPath(await latestMail(request, user.email, 'reset_password'), 'reset-password'));
  const newPassword = 'Renewed#2026pass';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill('Different#2026pass');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset. Please sign in.')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);

  await signIn(page, user.email, newPassword);
  await expect(accountMenu(page)).toContainText(user.fullName);
});

test('a session revoked elsewhere (password changed on another device) signs this browser out', async ({
  page,
  browser,
  request,
}) => {
  const user = await createVerifiedUser(request, 'expiry');
  await signIn(page, user.email, user.password);
  await expect(accountMenu(page)).toBeVisible();

  const other = await newPage(browser);
  await signIn(other, user.email, user.password, '/sign-in?lang=en&returnTo=%2Fsettings');
  await expect(other.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await other.getByLabel('Current password').fill(user.password);
  await other.getByLabel('New password', { exact: true }).fill('Changed#2026pass');
  await other.getByLabel('Confirm new password').fill('Changed#2026pass');
  await other.getByRole('button', { name: 'Change password' }).click();
  await expect(other.getByText('Your password has been changed.')).toBeVisible();
  await other.context().close();

  // The next call of this browser finds its token revoked: AUTO_LOGOUT.
  await openAccountMenu(page);
  await page.getByRole('link', { name: 'Saved Listings' }).click();
  await expect(page.getByText('Session expired. Please log in again.')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(accountMenu(page)).toHaveCount(0);
});

test('guards: a visitor opening /settings signs in and comes back; a signed-in user opening /sign-in is sent on', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, 'guards', 'Guard Tester');
  await page.goto('/settings?lang=en');
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fsettings/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/settings/);
  const overview = page.getByTestId('settings-overview');
  await expect(overview).toContainText(user.email);

  // Personal information: only the changed field is sent; the header shows the new name at once.
  await expect(page.getByText('Fill only the fields you want to update')).toBeVisible();
  const sent: unknown[] = [];
  page.on('request', (r) => r.url().includes('user/update-profile') && sent.push(r.postDataJSON()));
  await page.getByLabel('Full name').fill('Guard Renamed');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile has been updated.')).toBeVisible();
  await expect(accountMenu(page)).toContainText('Guard Renamed');
  await expect(overview).toContainText('Guard Renamed');
  expect(sent).toEqual([{ fullName: 'Guard Renamed' }]);

  await page.goto('/sign-in?lang=en');
  await expect(page).not.toHaveURL(/\/sign-in/);
  await expect(accountMenu(page)).toBeVisible();
});

test('the sign-in modal from a favorite click signs in without leaving the detail page', async ({ page, request }) => {
  const user = await createVerifiedUser(request, 'modal', 'Modal Tester');
  await page.goto('/listings/restaurants?lang=en');
  await page.getByTestId('restaurant-card').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/restaurant\//);
  const detailUrl = page.url();

  await page.getByRole('button', { name: 'Favorite' }).first().click();
  const dialog = page.getByRole('dialog');
  // Its first opening loads the sign-in view from mfe-account: slower than a click's answer.
  await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible({ timeout: 30_000 });
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(accountMenu(page)).toContainText(user.fullName);
  expect(page.url()).toBe(detailUrl);
  // The click that asked for the sign-in is completed by it (intent.spec.ts follows it further).
  await expect(page.getByRole('button', { name: 'Favorite' }).first()).toHaveAttribute('aria-pressed', 'true');
});

const AUTH_PAGES = [
  ['/sign-in', 'Sign In', 'تسجيل الدخول'],
  ['/sign-up', 'Create an account', 'إنشاء حساب'],
  ['/forgot-password', 'Forgot password', 'نسيت كلمة المرور'],
  ['/sign-in-otp', 'Sign in with a one-time code', 'تسجيل الدخول برمز لمرة واحدة'],
  ['/reset-password/not-a-real-token', 'Set a new password', 'تعيين كلمة مرور جديدة'],
  ['/verify-email/not-a-real-token', 'Email verification', 'التحقق من البريد الإلكتروني'],
] as const;

test('axe: every auth page in English and Arabic, with its errors showing', async ({ page }) => {
  test.setTimeout(120_000);
  for (const [path, en, ar] of AUTH_PAGES) {
    for (const [lang, title] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      await page.goto(`${path}?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expectNoSeriousA11yViolations(page);
    }
  }
  // The failed verification and the field errors are part of what people see.
  await page.goto('/verify-email/not-a-real-token?lang=en');
  await expect(page.getByText('An error occurred while verifying your email. Please try again.')).toBeVisible();
  await page.goto('/sign-up?lang=ar');
  await page.getByRole('button', { name: 'إنشاء حساب', exact: true }).click();
  await expect(page.getByText('يرجى اختيار الدور.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('axe: settings and saved listings in English and Arabic', async ({ page, request }) => {
  const user = await createVerifiedUser(request, 'axe', 'Axe Tester');
  await signIn(page, user.email, user.password);
  await expect(accountMenu(page)).toBeVisible();
  for (const lang of ['en', 'ar'] as const) {
    await page.goto(`/settings?lang=${lang}`);
    await expect(page.getByTestId('settings-overview')).toContainText(user.email);
    await expectNoSeriousA11yViolations(page);
    await page.goto(`/saved-listings?lang=${lang}`);
    await expect(
      page.getByRole('heading', { name: lang === 'en' ? 'No Saved Listings' : 'لا توجد قوائم محفوظة' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
  // With a saved card on show as well.
  await page.goto('/listings/restaurants?lang=en');
  const favorite = page.getByTestId('restaurant-card').first().getByRole('button', { name: 'Favorite' });
  await favorite.click();
  await expect(favorite).toHaveAttribute('aria-pressed', 'true');
  for (const lang of ['en', 'ar'] as const) {
    await page.goto(`/saved-listings?lang=${lang}`);
    await expect(page.getByTestId('saved-card')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
  }
});

test("the header's Sign In brings the user back to the page they were on", async ({ page, request }) => {
  const user = await createVerifiedUser(request, 'header', 'Header Tester');
  await page.goto('/blogs?lang=en');
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fblogs/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/blogs\?lang=en$/);
  await expect(accountMenu(page)).toContainText('Header Tester');
});

const mismatchCopy = {
  en: { password: 'Password', confirm: 'Confirm password', fullName: 'Full name', mismatch: 'Passwords do not match' },
  ar: {
    password: 'كلمة المرور',
    confirm: 'تأكيد كلمة المرور',
    fullName: 'الاسم الكامل',
    mismatch: 'كلمتا المرور غير متطابقتين',
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  test(`sign-up says the passwords differ as soon as the confirmation is left, the rest still empty (${lang})`, async ({
    page,
  }) => {
    const t = mismatchCopy[lang];
    await page.goto(`/sign-up?lang=${lang}`);
    await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
    await page.getByLabel(t.confirm, { exact: true }).fill(`${PASSWORD}x`);
    await expect(page.getByText(t.mismatch)).toHaveCount(0);
    await page.getByLabel(t.confirm, { exact: true }).blur();
    await expect(page.getByText(t.mismatch)).toBeVisible();
    await expect(page.getByLabel(t.confirm, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    // The fields not yet filled in say nothing before a submit.
    await expect(page.getByLabel(t.fullName)).not.toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel(t.confirm, { exact: true }).fill(PASSWORD);
    await page.getByLabel(t.confirm, { exact: true }).blur();
    await expect(page.getByText(t.mismatch)).toHaveCount(0);
  });
}
