import { request as apiRequest } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

// docs/architecture.md#page-rendering: public pages come as HTML with their content, and the
// app takes over that very markup.

test('public pages arrive with their content before any script runs, the app takes the markup over, and a signed-in browser gets the bare shell', async ({
  browser,
  page,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();

  await noScript.goto('/');
  await expect(noScript.getByRole('heading', { level: 1 })).toHaveText('Beauty, tailoredto you.');
  await expect(noScript.getByRole('link', { name: 'Book Now' })).toBeVisible();

  await noScript.goto('/services');
  await expect(noScript.getByRole('heading', { level: 1, name: 'Our Beauty Services' })).toBeVisible();
  const firstCard = noScript.getByRole('article').first();
  await expect(firstCard.getByText(/^LKR [\d,]+$/)).toBeVisible();

  await noScript.goto('/reviews');
  await expect(noScript.getByRole('heading', { level: 1, name: 'What Our Clients Say' })).toBeVisible();
  expect(await noScript.title()).toBe('Reviews | Salon');

  const missing = await noScript.goto('/no-such-noScript');
  expect(missing?.status()).toBe(404);
  await expect(noScript.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await context.close();

  // The app takes over the rendered markup instead of drawing the page again.
  // Remember the heading the server sent, before any of the app's scripts has run.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('h1');
    });
  });
  await page.goto('/services');
  // Hydrated: the search box filters (an event handler is attached).
  await page.getByRole('searchbox').fill('zzzz-no-such-service');
  await expect(page.getByText('No services found')).toBeVisible();
  const sameHeading = await page.evaluate(
    () =>
      (window as unknown as { serverHeading: Element | null }).serverHeading === document.querySelector('h1'),
  );
  expect(sameHeading).toBe(true);

  // A browser holding a session gets the bare app shell, and answers are compressed.
  const client = await apiRequest.newContext({ baseURL });
  const signedIn = await client.get('/services', { headers: { cookie: 'salon_signed_in=1' } });
  expect(signedIn.status()).toBe(200);
  expect(await signedIn.text()).toContain('<div id="root"></div>');

  const rendered = await client.get('/services', { headers: { 'accept-encoding': 'br' } });
  expect(rendered.headers()['content-encoding']).toBe('br');
  expect(rendered.headers()['vary']).toContain('Cookie');
  expect(await rendered.text()).toContain('Our Beauty Services');
  await client.dispose();
});
