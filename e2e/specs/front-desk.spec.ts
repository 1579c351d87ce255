import { registerAdminThroughApi, signInNewAdmin, signInNewCustomer } from '../support/account.ts';
import { addFirstServiceToCart, chooseDate, claimDay } from '../support/booking.ts';
import { expect, isMobile, test, uniqueEmail } from '../support/fixtures.ts';
import { latestMail } from '../support/mailbox.ts';

// docs/decisions/0040-front-desk.md: the owner books a walk-in from the day view, the website
// stops offering that time for that stylist, the owner blocks an hour and moves the booking.
// The demo team (apps/api/src/modules/demo/content/team.ts): Nadeesha Perera does every service.
const STYLIST = 'Nadeesha Perera';

test('the owner books a walk-in, blocks an hour and moves the booking; the website follows', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const date = claimDay();
  // The customer's side, in a window of its own: the first service of the catalogue.
  const customerContext = await browser.newContext({ baseURL: baseURL! });
  const customerPage = await customerContext.newPage();
  await customerPage.goto('/services');
  const firstBook = customerPage.getByRole('button', { name: /^Book Now: / }).first();
  const service = ((await firstBook.getAttribute('aria-label')) ?? '').replace(/^Book Now: /, '');
  expect(service).not.toBe('');

  await signInNewAdmin(page);
  await page.goto(`/admin/day?date=${date}`);
  await expect(page.getByRole('heading', { name: 'Day view', level: 1 })).toBeVisible();

  // A walk-in with Nadeesha, at a free start the dialog offers.
  await page.getByRole('button', { name: 'New booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'New booking' });
  await dialog.getByRole('button', { name: 'New customer' }).click();
  const email = uniqueEmail('walkin');
  await dialog.getByLabel('Full name').fill('Walk-in Customer');
  await dialog.getByLabel('Phone number').fill(`077${String(Date.now()).slice(-7)}`);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel(service, { exact: true }).check();
  await dialog.getByLabel('Stylist').selectOption({ label: STYLIST });
  const start = dialog.getByLabel('Start time');
  await expect(start.locator('option')).not.toHaveCount(1);
  // The third free start: clear of the first hours other specs' customers may reach for.
  const option = start.locator('option').nth(3);
  const time = (await option.getAttribute('value'))!;
  const timeLabel = (await option.textContent())!.trim();
  await start.selectOption(time);
  await dialog.getByLabel('Waived').check();
  await dialog.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByText('Booking made for Walk-in Customer')).toBeVisible();
  const column = page.getByRole('region', { name: STYLIST });
  await expect(column.getByRole('listitem').filter({ hasText: 'Walk-in Customer' })).toBeVisible();

  // The website no longer offers that time with Nadeesha.
  await signInNewCustomer(customerPage);
  await addFirstServiceToCart(customerPage);
  await customerPage.getByRole('link', { name: 'Proceed to Book Appointment' }).click();
  const team = customerPage.getByRole('radiogroup', { name: 'Choose your stylist' });
  await team.locator('label').filter({ hasText: STYLIST }).click();
  await chooseDate(customerPage, date);
  const slots = customerPage.getByRole('radiogroup', { name: 'Available time slots' });
  await expect(slots.locator('label').first()).toBeVisible();
  await expect(slots.locator('label').filter({ hasText: new RegExp(`^${timeLabel}$`) })).toHaveCount(0);
  await expect(slots.locator('label').filter({ hasText: /^5:00 PM$/ })).toHaveCount(1);

  // An hour blocked for Nadeesha is drawn in her column and not offered either.
  await page.getByRole('button', { name: 'Block time' }).click();
  const block = page.getByRole('dialog', { name: 'Block time' });
  await block.getByLabel('Stylist or chair').selectOption({ label: STYLIST });
  await block.getByLabel('From').fill('17:00');
  await block.getByLabel('Until').fill('18:00');
  await block.getByLabel('Reason').fill('Training');
  await block.getByRole('button', { name: 'Block time' }).click();
  await expect(column.getByRole('list', { name: `Blocked time of ${STYLIST}` })).toContainText(
    'Blocked: Training',
  );
  await customerPage.reload();
  await customerPage
    .getByRole('radiogroup', { name: 'Choose your stylist' })
    .locator('label')
    .filter({ hasText: STYLIST })
    .click();
  await chooseDate(customerPage, date);
  await expect(slots.locator('label').first()).toBeVisible();
  await expect(slots.locator('label').filter({ hasText: /^5:00 PM$/ })).toHaveCount(0);

  // The owner moves the walk-in to 16:00 from the keyboard's move button; the customer is mailed.
  await column.getByRole('button', { name: `Move Walk-in Customer at ${timeLabel}` }).click();
  const move = page.getByRole('dialog', { name: 'Move to...' });
  await move.getByLabel('Start time').fill('16:00');
  await move.getByRole('button', { name: 'Move booking' }).click();
  await expect(page.getByText('Booking moved')).toBeVisible();
  await expect(column.getByRole('button', { name: 'Move Walk-in Customer at 4:00 PM' })).toBeVisible();
  const mail = await latestMail(email, /moved/i);
  expect(mail.text).toContain('4:00 PM');
  await customerContext.close();
});

test(
  "the front desk's dialogs fit a phone, with touch-sized controls",
  { tag: '@phone' },
  async ({ page }) => {
    await signInNewAdmin(page);
    await page.goto(`/admin/day?date=${claimDay()}`);
    for (const [button, title] of [
      ['New booking', 'New booking'],
      ['Block time', 'Block time'],
    ] as const) {
      await page.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      for (const control of await dialog.getByRole('button').all()) {
        if (!(await control.isVisible())) continue;
        expect((await control.boundingBox())!.height, await control.innerText()).toBeGreaterThanOrEqual(
          page.viewportSize()!.width < 768 ? 44 : 36,
        );
      }
      // The services to tick are whole rows, as tall as a touch target on a phone.
      const rows = dialog.locator('label:has(input[type="checkbox"])');
      if (title === 'New booking') await expect(rows.first()).toBeVisible();
      for (const row of await rows.all())
        expect((await row.boundingBox())!.height).toBeGreaterThanOrEqual(
          page.viewportSize()!.width < 768 ? 44 : 36,
        );
      await dialog.screenshot({ path: test.info().outputPath(`${title}.png`) });
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
  },
);

test('the owner moves a booking from the keyboard: arrows propose, Enter asks, the move is made', async ({
  page,
}) => {
  const date = claimDay();
  await signInNewAdmin(page);
  await page.goto(`/admin/day?date=${date}`);
  await page.getByRole('button', { name: 'New booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'New booking' });
  await dialog.getByRole('button', { name: 'New customer' }).click();
  await dialog.getByLabel('Full name').fill('Keyboard Walkin');
  await dialog.getByLabel('Phone number').fill(`077${String(Date.now()).slice(-7)}`);
  await dialog.locator('label:has(input[type="checkbox"])').first().click();
  await dialog.getByLabel('Stylist').selectOption({ label: STYLIST });
  const start = dialog.getByLabel('Start time');
  await expect(start.locator('option')).not.toHaveCount(1);
  await start.selectOption('10:00');
  await dialog.getByLabel('Waived').check();
  await dialog.getByRole('button', { name: 'Book' }).click();
  const column = page.getByRole('region', { name: STYLIST });
  const block = column.getByRole('link', { name: /Keyboard Walkin/ });
  await expect(block).toBeVisible();

  // Four steps of 15 minutes down: 11:00, drawn and said before anything is sent.
  await block.focus();
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowDown');
  await expect(
    page.getByRole('status').filter({ hasText: 'Move Keyboard Walkin to 11:00 AM' }),
  ).toBeVisible();
  await expect(column.getByTestId('proposed-move')).toContainText('11:00 AM');
  await page.keyboard.press('Enter');
  const move = page.getByRole('dialog', { name: 'Move to...' });
  await expect(move.getByLabel('Start time')).toHaveValue('11:00');
  await move.getByRole('button', { name: 'Move booking' }).click();
  await expect(page.getByText('Booking moved')).toBeVisible();
  await expect(column.getByRole('button', { name: 'Move Keyboard Walkin at 11:00 AM' })).toBeVisible();
});

test(
  "the fee paid at the desk today is in today's close; the owner's lists have touch-sized controls on a phone",
  { tag: '@phone' },
  async ({ page }) => {
    const { token } = await registerAdminThroughApi(page);
    const headers = { authorization: `Bearer ${token}` };
    const date = claimDay();
    const services = (await (await page.request.get('/api/services/get-services')).json()).data.services as {
      _id: string;
    }[];
    const wanted = { date, services: [{ _id: services[0]!._id, quantity: 1 }], atDesk: true };
    const starts = await page.request.post('/api/appointments/check-availability', { headers, data: wanted });
    expect(starts.ok(), await starts.text()).toBe(true);
    const startTime = ((await starts.json()).data.availableSlots as string[]).at(-1)!;
    const booked = await page.request.post('/api/admin/appointments', {
      headers,
      data: {
        customer: { name: 'Desk Payer', phone: `077${String(Date.now()).slice(-7)}` },
        services: [services[0]!._id],
        date,
        startTime,
        feeSettlement: 'paid-at-desk',
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const reference = (await booked.json()).data.appointment.appointmentId as string;

    await page.goto('/favicon.svg');
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    // Made today in Colombo: today's close lists its fee, whatever day the visit is.
    await page.goto('/admin/close');
    const taken = page.getByRole('region', { name: 'Taken at the desk today' });
    await expect(taken.getByRole('listitem').filter({ hasText: reference })).toContainText('Desk Payer');
    if (isMobile(page)) await expect(page.getByText('Scroll sideways for more →')).toBeVisible();
    else await expect(page.getByText('Scroll sideways for more →')).toBeHidden();

    await page.goto(`/admin/appointments?search=${reference}`);
    const card = isMobile(page)
      ? page.getByRole('list', { name: 'Appointments' }).getByRole('listitem').filter({ hasText: reference })
      : page.getByRole('table', { name: 'Appointments' }).getByRole('row').filter({ hasText: reference });
    await expect(card.getByRole('button', { name: `Details of ${reference}` })).toBeVisible();
    if (!isMobile(page)) return;
    const expectTouchSized = async () => {
      for (const control of await page
        .getByRole('main')
        .locator('a:visible, button:visible, select:visible')
        .all()) {
        const box = (await control.boundingBox())!;
        const name = (await control.getAttribute('aria-label')) ?? (await control.innerText());
        expect(box.height, `${name} is tall enough`).toBeGreaterThanOrEqual(44);
        expect(box.width, `${name} is wide enough`).toBeGreaterThanOrEqual(44);
      }
    };
    await expectTouchSized();
    // The overview's ways into the day view too.
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('link', { name: 'Open day view' })).toBeVisible();
    await expectTouchSized();
  },
);

test('a stylist books a walk-in for themselves from their own day, by name and phone', async ({ page }) => {
  const admin = await registerAdminThroughApi(page);
  const auth = { authorization: `Bearer ${admin.token}` };
  // A stylist of the test's own, doing the first service all week, with a sign-in.
  const name = `Walkin Stylist ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/admin/staff', { headers: auth, data: { name } });
  expect(created.status(), await created.text()).toBe(201);
  const staffId = (await created.json()).data.staff._id as string;
  const services = (await (await page.request.get('/api/services/get-services')).json()).data.services as {
    _id: string;
    title: string;
  }[];
  const service = services[0]!;
  for (const [path, data] of [
    ['services', { services: [{ serviceId: service._id }] }],
    [
      'shifts',
      { shifts: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '08:00', end: '21:00' })) },
    ],
  ] as const) {
    const saved = await page.request.put(`/api/admin/staff/${staffId}/${path}`, { headers: auth, data });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
  const email = uniqueEmail('walkinstylist');
  const given = await page.request.post(`/api/admin/staff/${staffId}/account`, {
    headers: auth,
    data: { email },
  });
  expect(given.status(), await given.text()).toBe(201);
  const mail = await latestMail(email, /You can now sign in to Salon as a stylist/);
  const token = /\/reset-password\/(\S+)/.exec(mail.text)![1]!;
  const chosen = await page.request.patch(`/api/auth/reset-password/${token}`, {
    data: { password: 'SalonStaff1', role: 'user' },
  });
  expect(chosen.ok(), await chosen.text()).toBe(true);
  const signedIn = await page.request.post('/api/auth/login', { data: { email, password: 'SalonStaff1' } });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  await page.goto('/favicon.svg');
  await page.evaluate(
    (value) => localStorage.setItem('token', value),
    (await signedIn.json()).token as string,
  );

  const date = claimDay();
  await page.goto('/staff');
  await page.getByRole('button', { name: 'Book a walk-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a walk-in' });
  await dialog.getByLabel('Full name').fill('Walk-in At Chair');
  await dialog.getByLabel('Phone number').fill(`077${String(Date.now()).slice(-7)}`);
  await dialog.getByLabel(service.title, { exact: true }).check();
  await dialog.getByLabel('Date').fill(date);
  const start = dialog.getByLabel('Start time');
  await expect(start.locator('option')).not.toHaveCount(1);
  const time = (await start.locator('option').nth(2).getAttribute('value'))!;
  await start.selectOption(time);
  await dialog.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByText('Booking made for Walk-in At Chair')).toBeVisible();

  // The owner's day shows it in the stylist's column.
  await page.evaluate((value) => localStorage.setItem('token', value), admin.token);
  await page.goto(`/admin/day?date=${date}`);
  await expect(
    page.getByRole('region', { name }).getByRole('listitem').filter({ hasText: 'Walk-in At Chair' }),
  ).toBeVisible();
});
