import type { Page } from '@playwright/test';
import { expect } from './test.ts';

type Account = { email: string; password: string };

/** The seed's administrator and ordinary user (api/src/seed; the same variables configure both). */
export const seededAdmin: Account = {
  email: process.env.SEED_ADMIN_EMAIL ?? 'admin@qatar-directory.local',
  password: process.env.SEED_ADMIN_PASSWORD ?? 'Admin#2026pass',
};
export const seededUser: Account = {
  email: process.env.SEED_USER_EMAIL ?? 'user@qatar-directory.local',
  password: process.env.SEED_USER_PASSWORD ?? 'User#2026pass',
};

/** Signs in through the sign-in page, in English, and waits for the account menu. */
export async function signIn(page: Page, account: Account = seededAdmin) {
  await page.goto('/sign-in?lang=en');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByTestId('account-menu')).toBeVisible();
}
