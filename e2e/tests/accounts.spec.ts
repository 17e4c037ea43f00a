import { expect, test, type Page } from '@playwright/test';
import { fillLogIn, fillRegistration, logIn, tokenOf, uniqueName } from '../support/accounts';
import { mailTo } from '../support/mail';
import { EXPIRED_SESSION, createUser } from '../support/session';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('accounts', () => {
  test('a new user registers, becomes a publisher and sees their profile', async ({ page }) => {
    const username = uniqueName('player');
    await page.goto('/register');
    await fillRegistration(page, username);

    await expect(page.getByRole('heading', { name: 'Registration complete' })).toBeVisible();
    await expect(page.getByText(username, { exact: true })).toBeVisible();
    await expect(page.getByText(/open beta/)).toBeVisible();
    await expect(nav(page).getByRole('link', { name: `${username} the Bold` })).toBeVisible();

    await nav(page)
      .getByRole('link', { name: `${username} the Bold` })
      .click();
    await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();
    await expect(page.getByText(`${username}@example.org`)).toBeVisible();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('link', { name: 'New Faction' })).toBeVisible();
    await expect(page.getByText(/publisher/).first()).toBeVisible();

    // The session survives a reload with the new role.
    await page.reload();
    await expect(page.getByRole('link', { name: 'New Faction' })).toBeVisible();
    await expect(nav(page).locator('summary', { hasText: 'Factions' })).toBeVisible();
  });

  test('login goes back to the page the user came from; a wrong password says so', async ({
    page,
  }) => {
    const username = uniqueName('returner');
    await page.goto('/register');
    await fillRegistration(page, username, 'first password here');
    await expect(page.getByRole('heading', { name: 'Registration complete' })).toBeVisible();
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();

    await page.goto('/rosters');
    await nav(page).getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'User Login' })).toBeVisible();
    await fillLogIn(page, username, 'not the password');
    await expect(page.getByText(/Wrong username or password/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'User Login' })).toBeVisible();

    await fillLogIn(page, username, 'first password here');
    await expect(page).toHaveURL(/\/rosters$/);
    await expect(nav(page).getByRole('link', { name: `${username} the Bold` })).toBeVisible();
  });

  test('the administrator invites a publisher who registers through the link', async ({
    page,
    browser,
  }) => {
    await page.goto('/login');
    await fillLogIn(page, 'admin', 'e2e-admin-password');
    await expect(nav(page).getByRole('link', { name: 'Login' })).toHaveCount(0);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Generate Publisher Registration Link' }).click();
    const link = await page.getByLabel('Registration link').inputValue();
    expect(link).toMatch(/\/register\/[^.]+,[^.]+,[^.]+$/);

    const guest = await browser.newContext();
    const invited = await guest.newPage();
    await invited.goto(link);
    await expect(
      invited.getByText('This invitation gives your account these roles:'),
    ).toBeVisible();
    await expect(invited.getByRole('listitem').filter({ hasText: 'publisher' })).toBeVisible();
    await fillRegistration(invited, uniqueName('author'));
    await expect(invited.getByRole('heading', { name: 'Registration complete' })).toBeVisible();
    await expect(invited.getByRole('link', { name: 'Start a New Faction' })).toBeVisible();
    await guest.close();
  });

  test("another user's profile never shows their email", async ({ page, browser }) => {
    const username = uniqueName('private');
    await page.goto('/register');
    await fillRegistration(page, username);
    await expect(page.getByRole('heading', { name: 'Registration complete' })).toBeVisible();

    const other = await browser.newContext();
    const visitor = await other.newPage();
    await visitor.goto(`/profile/${username}`);
    await expect(visitor.getByText(`${username} the Bold`, { exact: true })).toBeVisible();
    await expect(visitor.getByText(`${username}@example.org`)).toHaveCount(0);
    await expect(visitor.getByText('Recovery Email')).toHaveCount(0);
    await other.close();
  });

  test('an expired session is ended with a message and the login page', async ({ page }) => {
    await page.addInitScript((value) => {
      localStorage.setItem('muster_session', JSON.stringify(value));
    }, EXPIRED_SESSION);
    await page.goto('/profile');
    await expect(page.getByText('Session expired, please login again')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'User Login' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('a device signed out from another is signed out; a changed password ends the rest', async ({
    browser,
    request,
  }) => {
    const user = await createUser(request, [], { prefix: 'devices' });
    const laptop = await (await browser.newContext()).newPage();
    const phone = await (
      await browser.newContext({ viewport: { width: 390, height: 844 } })
    ).newPage();
    for (const page of [laptop, phone]) await logIn(page, user.username, user.password);

    await laptop.goto('/profile');
    const devices = laptop.getByRole('list', { name: 'Signed-in devices' });
    // The registration's session, the laptop's and the phone's.
    await expect(devices.getByRole('listitem')).toHaveCount(3);
    await expect(devices.getByText('(this device)')).toHaveCount(1);

    // The laptop changes the password: the phone is signed out, the laptop stays.
    await laptop.getByLabel('Current Password').fill(user.password);
    await laptop.getByLabel('New Password', { exact: true }).fill('a second password');
    await laptop.getByLabel('Confirm New Password').fill('a second password');
    await laptop.getByRole('button', { name: 'Change Password' }).click();
    await expect(
      laptop.getByText('Password changed: 2 other devices were signed out.'),
    ).toBeVisible();
    await expect(devices.getByRole('listitem')).toHaveCount(1);

    await phone.goto('/profile');
    await expect(
      phone.getByText('Unauthorized: Session expired or invalid, please login again'),
    ).toBeVisible();
    await expect(phone.getByRole('heading', { name: 'User Login' })).toBeVisible();

    // Signed in again with the new password, the phone signs out everywhere: the laptop too.
    await fillLogIn(phone, user.username, 'a second password');
    await expect.poll(() => tokenOf(phone)).toBeTruthy();
    await phone.goto('/profile');
    await expect(phone.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();
    await phone.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(phone.getByRole('heading', { name: 'User Login' })).toBeVisible();
    await laptop.reload();
    await expect(laptop.getByRole('heading', { name: 'User Login' })).toBeVisible();
    await expect(nav(laptop).getByRole('link', { name: 'Login' })).toBeVisible();
  });
  test('a forgotten password is reset through the mailed link, which works once', async ({
    page,
    browser,
    baseURL,
  }) => {
    const user = await createUser(page.request);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgotten Password' })).toBeVisible();
    await page.getByLabel('Username or recovery email').fill(user.username);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText(/If an account matches, a reset link is on its way/)).toBeVisible();

    const mail = await mailTo(`${user.username}@example.org`);
    expect(mail.subject).toBe('Reset your Muster password');
    const link = new RegExp(`${baseURL}/resetpassword/[A-Za-z0-9_-]{43}`).exec(mail.text)?.[0];
    expect(link).toBeDefined();
    await page.goto(link as string);
    await expect(page.getByRole('heading', { name: 'Choose a New Password' })).toBeVisible();
    await expect(page.getByText(`For ${user.username}`)).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill('my brand new password');
    await page.getByLabel('Confirm New Password').fill('my brand new password');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await expect(page.getByText('Password changed: you are signed in.')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(nav(page).getByRole('link', { name: user.username })).toBeVisible();

    // The link worked once; the old password no longer signs in, the new one does.
    const other = await browser.newPage();
    await other.goto(link as string);
    await expect(other.getByText('This reset link has been used')).toBeVisible();
    await other.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(other.getByRole('heading', { name: 'Forgotten Password' })).toBeVisible();
    await other.goto('/login');
    await fillLogIn(other, user.username, user.password);
    await expect(other.getByText(/Wrong username or password/)).toBeVisible();
    await fillLogIn(other, user.username, 'my brand new password');
    await expect(nav(other).getByRole('link', { name: user.username })).toBeVisible();
    await other.close();
  });
});
