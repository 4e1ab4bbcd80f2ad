import type { Locator, Page } from '@playwright/test';
import { createVerifiedUser, latestMail, linkPath, PASSWORD, uniqueEmail } from './support/mailbox.ts';
import { expect, test } from './support/test.ts';

/**
 * A visitor's ♥ asks for a sign-in; the favorite it meant is saved once they have signed in, in
 * the modal or after signing up and following the verification link (platform/pending-intent).
 */
const TEXT = {
  en: {
    favorite: 'Favorite',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm password',
    fullName: 'Full name',
    user: 'User',
    signIn: 'Sign In',
    signUp: 'Sign Up',
    checkEmail: 'Check your email',
    verified: 'Your email has been verified. You can now sign in.',
    added: 'Added to favorites.',
    close: 'Close',
    saved: 'Saved Listings',
  },
  ar: {
    favorite: 'المفضلة',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    confirmPassword: 'تأكيد كلمة المرور',
    fullName: 'الاسم الكامل',
    user: 'مستخدم',
    signIn: 'تسجيل الدخول',
    signUp: 'إنشاء حساب',
    checkEmail: 'تحقق من بريدك الإلكتروني',
    verified: 'تم التحقق من بريدك الإلكتروني. يمكنك الآن تسجيل الدخول.',
    added: 'أُضيف إلى المفضلة.',
    close: 'إغلاق',
    saved: 'القوائم المحفوظة',
  },
} as const;
type Lang = keyof typeof TEXT;

/** Clicks ♥ on the first restaurant of the list as a visitor: the sign-in modal opens. */
async function favoriteFirstRestaurant(page: Page, lang: Lang) {
  const t = TEXT[lang];
  await page.goto(`/listings/restaurants?lang=${lang}`);
  const card = page.getByTestId('restaurant-card').first();
  const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
  await card.getByRole('button', { name: t.favorite }).click();
  const dialog = page.getByRole('dialog');
  // Its first opening loads the sign-in view from mfe-account: slower than a click's answer.
  await expect(dialog.getByRole('heading', { name: t.signIn })).toBeVisible({ timeout: 30_000 });
  return { card, name, dialog };
}

async function fillSignIn(scope: Locator | Page, lang: Lang, email: string) {
  const t = TEXT[lang];
  await scope.getByLabel(t.email).fill(email);
  await scope.getByLabel(t.password, { exact: true }).fill(PASSWORD);
  await scope.getByRole('button', { name: t.signIn, exact: true }).click();
}

/** The saved listings page lists the restaurant among the favorites. */
async function expectFavorite(page: Page, lang: Lang, name: string) {
  await page.goto(`/saved-listings?lang=${lang}`);
  await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].saved })).toBeVisible();
  await expect(page.getByTestId('saved-card').getByRole('heading', { name })).toBeVisible();
}

for (const lang of ['en', 'ar'] as const) {
  const t = TEXT[lang];

  test(`${lang}: a visitor's ♥ is saved by the sign-in it asked for`, async ({ page, request }) => {
    const user = await createVerifiedUser(request, `intent-${lang}`);
    const { card, name, dialog } = await favoriteFirstRestaurant(page, lang);
    await fillSignIn(dialog, lang, user.email);
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t.added)).toBeVisible();
    await expect(card.getByRole('button', { name: t.favorite })).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(page.getByTestId('restaurant-card').first().getByRole('button', { name: t.favorite })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectFavorite(page, lang, name);
  });

  test(`${lang}: a visitor's ♥ is saved after signing up and following the verification link`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail(`intent-signup-${lang}`);
    const { name, dialog } = await favoriteFirstRestaurant(page, lang);
    await dialog.getByRole('button', { name: t.signUp, exact: true }).click();
    await dialog.getByLabel(t.fullName).fill('Intent Tester');
    await dialog.getByLabel(t.email).fill(email);
    await dialog.getByLabel(t.password, { exact: true }).fill(PASSWORD);
    await dialog.getByLabel(t.confirmPassword).fill(PASSWORD);
    await dialog.getByRole('radio', { name: t.user }).check();
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: t.signUp, exact: true }).click();
    await expect(dialog.getByRole('heading', { name: t.checkEmail })).toBeVisible();
    // Closing "check your email" is not giving up: the favorite waits for the first sign-in.
    await dialog.getByRole('button', { name: t.close }).click();
    await expect(dialog).toBeHidden();

    // The link followed in the same tab, as from a webmail.
    await page.goto(linkPath(await latestMail(request, email, 'verify_email'), 'verify-email'));
    await expect(page.getByText(t.verified)).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: t.signIn }).click();
    await fillSignIn(page.getByRole('main'), lang, email);
    await expect(page.getByText(t.added)).toBeVisible();
    await expectFavorite(page, lang, name);
  });
}

test('a visitor who closes the sign-in modal has given up the ♥: a later sign-in saves nothing', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, 'intent-dismissed');
  const { card, dialog } = await favoriteFirstRestaurant(page, 'en');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await fillSignIn(page.getByRole('main'), 'en', user.email);
  await expect(page.getByTestId('account-menu')).toContainText(user.fullName);
  await page.goto('/listings/restaurants?lang=en');
  await expect(card.getByRole('button', { name: 'Favorite' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('Added to favorites.')).toHaveCount(0);
});

test("a visitor's ♥ is saved by a sign-in with a one-time code, reached from the modal", async ({ page, request }) => {
  const user = await createVerifiedUser(request, 'intent-otp');
  const { name, dialog } = await favoriteFirstRestaurant(page, 'en');
  await dialog.getByRole('link', { name: 'Sign in with a one-time code' }).click();
  await expect(page).toHaveURL(/\/sign-in-otp/);
  await page.getByLabel('Email').fill(user.email);
  const requestedAt = new Date(Date.now() - 5_000).toISOString();
  await page.getByRole('button', { name: 'Send code' }).click();
  const mail = await latestMail(request, user.email, 'login_otp', requestedAt);
  await page.getByLabel('One-time code').fill(mail.subject.match(/\d{6}/)?.[0] ?? '');
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByText('Added to favorites.')).toBeVisible();
  // Back on the list where the ♥ was clicked, not on the home page.
  await expect(page).toHaveURL(/\/listings\/restaurants\?lang=en$/);
  await expectFavorite(page, 'en', name);
});
