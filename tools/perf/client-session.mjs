// The signed-in client the page benchmarks (bench:lighthouse, bench:profile, bench:coverage) measure as.

/**
 * A new client registered through the API, to sign in as. With a language on the account, as a
 * returning client has: an account without one gets the language saved on its first page after
 * sign-in (a request, and the app drawn again with the answer), once, which is not the page a
 * client opens every day and made the benchmarks' first run differ from the others.
 */
export async function registerClient(baseUrl, name) {
  const client = { name, phone: `6${String(Date.now()).slice(-9)}`, password: 'bench-client-1' };
  const registered = await fetch(`${baseUrl}/api/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...client, language: 'en' }) });
  if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
  return client;
}

/** Signs `client` in through the sign-in form, as a person would, and waits to leave it. */
export async function signInThroughForm(page, baseUrl, client) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Phone number').fill(client.phone);
  await page.getByLabel('Password').fill(client.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
