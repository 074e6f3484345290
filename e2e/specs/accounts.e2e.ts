import type { Browser } from 'playwright-core';
import { Messages } from '@clinic/contracts';
import { launchBrowser, newSession, screenshot, uniquePhone } from '../support/browser';
import { expectToast, openMenu, signIn, signOut } from '../support/flows';

const ADMIN = { phone: '9999999999', password: 'admin12345' };
const CLIENT_MENU = ['Nutritionist Availability', 'Book Appointment', 'My Appointments', 'Nutrition Plans', 'Food Diary', 'Progress', 'Messages'];

describe('accounts and users in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('registers a client, signs out, signs back in and sees the Client Menu', async () => {
    const { context, page, errors } = await newSession(browser);
    const phone = uniquePhone();

    await page.goto('/register');
    await screenshot(page, 'register');
    await page.getByLabel('Full name').fill('Meera Kapoor');
    await page.getByLabel('Phone number').fill(phone);
    await page.getByLabel('Password', { exact: true }).fill('meera-pass-1');
    await page.getByLabel('Confirm password').fill('something-else');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText(Messages.auth.passwordsDoNotMatch).waitFor();
    await page.getByLabel('Confirm password').fill('meera-pass-1');
    await page.getByRole('button', { name: 'Register' }).click();

    // Registration signs in and lands on the welcome page with the role in capitals.
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.getByTestId('welcome-role').innerText()).toBe('CLIENT');
    await screenshot(page, 'welcome-client');

    await signOut(page);
    expect(await page.evaluate(() => localStorage.getItem('clinic.session'))).toBeNull();

    // A wrong phone format is caught before any request, with the spec's text.
    await page.goto('/login');
    await page.getByLabel('Phone number').fill('12345');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText(Messages.auth.invalidPhone).waitFor();
    // Ten digits that are not an Indian mobile number are refused too; letters never get in.
    await page.getByLabel('Phone number').fill('1234567890');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText(Messages.auth.invalidPhone).waitFor();
    await page.getByLabel('Phone number').pressSequentially('ab98');
    expect(await page.getByLabel('Phone number').inputValue()).toBe('123456789098');
    expect(await page.getByLabel('Phone number').getAttribute('maxlength')).toBe('16');
    await page.getByLabel('Phone number').fill('');

    // Typed the Indian way: +91 and spaces are accepted and removed.
    await signIn(page, `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`, 'meera-pass-1');
    expect(new URL(page.url()).pathname).toBe('/Home');
    expect(await openMenu(page, 'Client Menu')).toEqual(CLIENT_MENU);
    await screenshot(page, 'client-menu');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a signed-out visitor to sign in and back, and a client away from admin screens', async () => {
    const { context, page } = await newSession(browser);
    await page.goto('/profile');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/profile');

    const phone = uniquePhone();
    await page.goto('/register');
    await page.getByLabel('Full name').fill('Kabir Das');
    await page.getByLabel('Phone number').fill(phone);
    await page.getByLabel('Password', { exact: true }).fill('kabir-pass-1');
    await page.getByLabel('Confirm password').fill('kabir-pass-1');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/admin/userlist');
    await page.waitForURL((url) => url.pathname === '/unauthorized');
    await page.getByText(Messages.access.deniedTitle).waitFor();
    await page.getByText(Messages.access.deniedText).waitFor();
    await screenshot(page, 'unauthorized');

    await page.goto('/profile');
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Kabir Das');
    await page.getByLabel('New password').fill('kabir-pass-2');
    await page.getByLabel('Confirm password').fill('kabir-pass-3');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText(Messages.auth.passwordsDoNotMatch).waitFor();
    await page.getByLabel('Confirm password').fill('kabir-pass-2');
    await page.getByLabel('Name', { exact: true }).fill('Kabir Das Gupta');
    // A new password needs the current one.
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText(Messages.auth.currentPasswordRequired).waitFor();
    await page.getByLabel('Current password').fill('kabir-pass-1');
    await page.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, Messages.profile.updated);
    await screenshot(page, 'profile');
    // The header follows the new name at once, and the renewed session keeps working.
    await page.getByRole('menuitem', { name: 'Kabir Das Gupta' }).waitFor();
    expect((await page.request.get(`/api/users/${await page.evaluate(() => JSON.parse(localStorage.getItem('clinic.session')!).user._id)}`)).status()).toBe(200);

    // Sign out everywhere ends this session too.
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.getByRole('button', { name: 'Sign out everywhere' }).last().click();
    await expectToast(page, Messages.auth.loggedOutEverywhere);
    // Signed out: to the welcome page, or to sign-in when another request of the page met the ended session first.
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('clinic.session'))).toBeNull();
    expect((await page.request.get('/api/messages/unread-count')).status()).toBe(401);
    await context.close();
  });

  it('lets the admin open the user list rendered by mfe-admin and edit a user', async () => {
    // A client to edit.
    const client = await newSession(browser);
    const phone = uniquePhone();
    await client.page.goto('/register');
    await client.page.getByLabel('Full name').fill('Rohan Mehta');
    await client.page.getByLabel('Phone number').fill(phone);
    await client.page.getByLabel('Password', { exact: true }).fill('rohan-pass-1');
    await client.page.getByLabel('Confirm password').fill('rohan-pass-1');
    await client.page.getByRole('button', { name: 'Register' }).click();
    await client.page.waitForURL((url) => url.pathname === '/');
    await client.context.close();

    const { context, page, errors } = await newSession(browser);
    await signIn(page, ADMIN.phone, ADMIN.password);
    expect(await openMenu(page, 'Admin Panel')).toContain("Today's Appointments");

    const remoteRequests: string[] = [];
    page.on('request', (r) => r.url().includes('/remotes/mfe-admin/') && remoteRequests.push(r.url()));
    await page.goto('/admin/userlist');
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    expect(remoteRequests.some((u) => u.endsWith('/remotes/mfe-admin/mf-manifest.json'))).toBe(true);

    await page.getByLabel('Search users').fill(phone);
    await page.getByLabel('Search users').press('Enter');
    const row = page.getByRole('row', { name: /Rohan Mehta/ });
    await row.waitFor();
    // The admin's own row has no edit or delete.
    await page.getByLabel('Search users').fill('');
    await page.getByLabel('Search users').press('Enter');
    const adminRow = page.getByRole('row', { name: /Dr\. Asha Rao/ });
    await adminRow.waitFor();
    expect(await adminRow.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    expect(await adminRow.getByRole('button', { name: /Delete/ }).count()).toBe(0);
    await screenshot(page, 'user-list');

    await page.getByLabel('Search users').fill(phone);
    await page.getByLabel('Search users').press('Enter');
    await row.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit User' }).waitFor();
    await screenshot(page, 'user-edit');
    await page.getByLabel('Name').fill('Rohan Mehta Jr');
    await page.getByLabel('Address').fill('4 Lake View, Pune');
    await page.getByLabel('Role').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Nutritionist' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, Messages.users.updated);
    await page.waitForURL((url) => url.pathname === '/admin/userlist');
    await page.getByLabel('Search users').fill(phone);
    await page.getByLabel('Search users').press('Enter');
    // The whole list, shown on return from the edit, has this row too: wait for the search's answer,
    // or the list redrawn under an open confirmation takes it away (seen once in CI).
    await page.getByRole('row', { name: /Dr\. Asha Rao/ }).waitFor({ state: 'detached' });
    const edited = page.getByRole('row', { name: /Rohan Mehta Jr/ });
    await edited.waitFor();
    expect(await edited.innerText()).toContain('Nutritionist');

    // Deleting asks first. In CI the list was twice redrawn under an open confirmation shortly after
    // the edit, which closed it; a person then asks again, and so does this test (at most three times).
    const confirm = page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' });
    for (let attempt = 1; ; attempt += 1) {
      await edited.getByRole('button', { name: /Delete/ }).click();
      await page.getByText('Delete this user?').waitFor();
      if (attempt === 1) await screenshot(page, 'user-delete-confirm');
      try {
        await confirm.click({ timeout: 5_000 });
        break;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
    await expectToast(page, Messages.users.deleted);
    await page.getByRole('row', { name: /Rohan Mehta Jr/ }).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the shell working with a fallback and a retry when mfe-admin cannot be reached', async () => {
    const { context, page } = await newSession(browser);
    await signIn(page, ADMIN.phone, ADMIN.password);
    await context.route('**/remotes/mfe-admin/**', (route) => route.abort('connectionrefused'));

    await page.goto('/admin/userlist');
    await page.getByText('This section is temporarily unavailable').waitFor();
    // Still inside the layout: the header works.
    expect(await openMenu(page, 'Admin Panel')).toContain('Set Availability');
    await screenshot(page, 'remote-down-fallback');
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'User Profile' }).waitFor();

    // The remote comes back: Retry loads it without a reload.
    await page.goto('/admin/userlist');
    await page.getByText('This section is temporarily unavailable').waitFor();
    await context.unroute('**/remotes/mfe-admin/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    await context.close();
  });
});
