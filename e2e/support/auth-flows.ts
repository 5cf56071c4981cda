import { expect, type Page } from '@playwright/test';
import { type Account, createVerifiedAccount, newAccount } from './accounts.ts';

/** Signs up and verifies through the API as this page's browser: the page is signed in afterwards. */
export async function signedInAccount(page: Page, prefix = 'player'): Promise<Account> {
  return createVerifiedAccount(page.request, newAccount(prefix));
}

/** A verified account whose session has been dropped: the page is a visitor again. */
export async function signedOutAccount(page: Page, prefix = 'player'): Promise<Account> {
  const account = await signedInAccount(page, prefix);
  await page.context().clearCookies();
  return account;
}

/** An account that signed up but never entered its code. */
export async function unverifiedAccount(page: Page, prefix = 'newbie'): Promise<Account> {
  const account = newAccount(prefix);
  const response = await page.request.post('/api/auth/sign-up', {
    data: { ...account, acceptTerms: true, confirmAdult: true },
  });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** Fills and submits the sign-in form on the page as it stands (/auth in sign-in mode). */
export async function submitSignIn(page: Page, identifier: string, password: string) {
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await page.getByLabel('Email or username').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs out from the desktop rail's account menu and waits for the sign-in screen. */
export async function signOutFromAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
}

/** The sign-up form's fields, filled in (the password field last so the strength shows). */
export async function fillSignUpForm(page: Page, account: Account) {
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Display name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
}

/** Ticks both boxes on the terms step and accepts. */
export async function acceptTerms(page: Page) {
  await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'I have read and agree to the Terms of Service' }).check();
  await page.getByRole('checkbox', { name: 'I am 18 years of age or older' }).check();
  await page.getByRole('button', { name: 'Accept Terms & Continue' }).click();
}
