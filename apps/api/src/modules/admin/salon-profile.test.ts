import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salonSettings } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { signedInAdmin, signedInCustomer } from '../../test/builders.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let customer: Awaited<ReturnType<typeof signedInCustomer>>;
beforeAll(async () => {
  t = await buildTestApp();
  [admin, customer] = await Promise.all([signedInAdmin(t), signedInCustomer(t)]);
});
afterAll(() => t.close());

const profile = {
  name: 'Salon Lumière',
  address: '7 Lotus Lane, Kandy',
  phone: '+94 81 222 3333',
  whatsapp: '+94 77 765 4321',
  email: 'desk@lumiere.lk',
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=Kandy',
};
const putProfile = (payload: unknown, headers: Record<string, string> = admin.auth) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/salon-profile', headers, payload: payload as object });
const settingsRow = async () => (await t.db.select().from(salonSettings))[0]!;

describe('salon profile (docs/architecture.md#admin)', () => {
  it('starts with the name only, and the public config says the same', async () => {
    const empty = { name: 'Salon', address: null, phone: null, whatsapp: null, email: null, mapUrl: null };
    const read = await t.app.inject({ method: 'GET', url: '/api/admin/salon-profile', headers: admin.auth });
    expect(read.json()).toEqual({ status: 'success', data: { profile: empty } });
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json().data.salon).toEqual(empty);
  });

  it('saves the details, trimmed, and the public config carries them at once', async () => {
    const saved = await putProfile({ ...profile, name: `  ${profile.name} ` });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ status: 'success', message: 'Salon details saved', data: { profile } });
    expect(await settingsRow()).toMatchObject({
      salonName: 'Salon Lumière',
      address: profile.address,
      phone: profile.phone,
      whatsapp: profile.whatsapp,
      email: profile.email,
      mapUrl: profile.mapUrl,
    });
    const config = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json().data).toMatchObject({ paymentsProvider: 'sandbox', salon: profile });
  });

  it('keeps the WhatsApp number in its international form, so the chat link reaches the salon', async () => {
    for (const typed of ['077 765 4321', '0777654321', '0094 77 765 4321', '94777654321']) {
      const saved = await putProfile({ ...profile, whatsapp: typed });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data.profile.whatsapp).toBe('+94 77 765 4321');
    }
    const config = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json().data.salon.whatsapp).toBe('+94 77 765 4321');
  });

  it('stores a blank contact field as not given', async () => {
    const saved = await putProfile({ ...profile, address: '   ', whatsapp: '' });
    expect(saved.json().data.profile).toMatchObject({ address: null, whatsapp: null, phone: profile.phone });
    expect(await settingsRow()).toMatchObject({ address: null, whatsapp: null });
  });

  it.each([
    [{ name: ' ' }, 'The salon needs a name'],
    [{ email: 'not-an-address' }, 'Enter a valid e-mail address'],
    [{ email: 'desk@lumiere.lk,victim-a@example.org,victim-b@example.net' }, 'Enter a valid e-mail address'],
    [{ email: 'Desk <desk@lumiere.lk>' }, 'Enter a valid e-mail address'],
    [{ email: 'desk@lumiere.lk\r\nBcc: victim@example.org' }, 'Enter a valid e-mail address'],
    [{ email: 'desk@localhost' }, 'Enter a valid e-mail address'],
    [{ mapUrl: 'maps of colombo' }, 'Enter a full link, starting with https://'],
    [{ mapUrl: 'javascript:alert(document.cookie)' }, 'Enter a full link, starting with https://'],
    [{ mapUrl: 'JavaScript://maps.example.lk/%0Aalert(1)' }, 'Enter a full link, starting with https://'],
    [{ mapUrl: 'data:text/html,<script>alert(1)</script>' }, 'Enter a full link, starting with https://'],
    [{ mapUrl: 'http://maps.example.lk/?q=Kandy' }, 'Enter a full link, starting with https://'],
    [{ mapUrl: 'https://owner:secret@maps.example.lk/' }, 'Enter a full link, starting with https://'],
    [{ phone: '1'.repeat(31) }, undefined],
    [{ whatsapp: 'message us' }, 'Enter a Sri Lankan WhatsApp number, such as +94 77 123 4567'],
    [{ whatsapp: '+44 7700 900123' }, 'Enter a Sri Lankan WhatsApp number, such as +94 77 123 4567'],
    [{ whatsapp: '0000000000' }, 'Enter a Sri Lankan WhatsApp number, such as +94 77 123 4567'],
    [{ address: undefined }, undefined],
  ])('refuses %j with 400 and changes nothing', async (change, message) => {
    await putProfile(profile);
    const before = await settingsRow();
    const refused = await putProfile({ ...profile, ...change });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED' });
    if (message) expect(refused.json().message).toBe(message);
    expect(await settingsRow()).toEqual(before);
  });

  it('keeps a link with characters such as < in the encoded form it answers, and every read still answers', async () => {
    const saved = await putProfile({ ...profile, mapUrl: 'https://maps.example.lk/?q=<b>Kandy</b>' });
    expect(saved.statusCode, saved.body).toBe(200);
    const encoded = 'https://maps.example.lk/?q=%3Cb%3EKandy%3C/b%3E';
    expect(saved.json().data.profile.mapUrl).toBe(encoded);
    expect((await settingsRow()).mapUrl).toBe(encoded);
    const read = await t.app.inject({ method: 'GET', url: '/api/admin/salon-profile', headers: admin.auth });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.profile.mapUrl).toBe(encoded);
    const config = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.statusCode, config.body).toBe(200);
    expect(config.json().data.salon.mapUrl).toBe(encoded);
  });

  it('the database keeps only a clean https link', async () => {
    for (const mapUrl of ['javascript:alert(1)', 'https://maps.example.lk/?q=<b>'])
      await expect(t.db.update(salonSettings).set({ mapUrl })).rejects.toThrow();
  });

  it('leaves out a bad link stored before the rule instead of failing the answer', async () => {
    await putProfile(profile);
    // A database from before the https-only rule, as if the migration had not run yet.
    await t.db.execute(sql`alter table salon_settings drop constraint salon_settings_map_url_https`);
    try {
      // An unsafe link is left out; one the URL parser can mend is answered in its encoded form.
      for (const [stored, answered] of [
        ['javascript:alert(document.cookie)', null],
        ['http://maps.example.lk/', null],
        ['https://maps.example.lk/?q=<b>', 'https://maps.example.lk/?q=%3Cb%3E'],
      ] as const) {
        await t.db.update(salonSettings).set({ mapUrl: stored, updatedAt: new Date() });
        const read = await t.app.inject({
          method: 'GET',
          url: '/api/admin/salon-profile',
          headers: admin.auth,
        });
        expect(read.statusCode, read.body).toBe(200);
        expect(read.json().data.profile).toMatchObject({ name: profile.name, mapUrl: answered });
      }
      // Saving again without it mends the row.
      const saved = await putProfile({ ...profile, mapUrl: null });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await settingsRow()).mapUrl).toBeNull();
    } finally {
      await t.db.update(salonSettings).set({ mapUrl: null });
      await t.db.execute(
        sql`alter table salon_settings add constraint salon_settings_map_url_https check (map_url is null or map_url ~ '^https://[^[:space:][:cntrl:]<>"]+$')`,
      );
    }
  });

  it('answers 401 signed out and 403 to a customer, changing nothing', async () => {
    const before = await settingsRow();
    expect((await putProfile({ ...profile, name: 'Mine' }, {})).statusCode).toBe(401);
    expect((await putProfile({ ...profile, name: 'Mine' }, customer.auth)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/salon-profile', headers: customer.auth }))
        .statusCode,
    ).toBe(403);
    expect(await settingsRow()).toEqual(before);
  });
});

describe('booking rules', () => {
  const putRules = (payload: unknown, headers: Record<string, string> = admin.auth) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/booking-rules', headers, payload: payload as object });
  const publicConfig = async () => (await t.app.inject({ method: 'GET', url: '/api/config' })).json().data;

  it('starts without automatic confirmation and switches it on and off', async () => {
    const read = await t.app.inject({ method: 'GET', url: '/api/admin/booking-rules', headers: admin.auth });
    expect(read.json()).toEqual({
      status: 'success',
      data: { rules: { autoConfirm: false, feeDeductedAtSalon: false, bookingFeeLkr: 1000 } },
    });
    const on = await putRules({ autoConfirm: true });
    expect(on.json()).toEqual({
      status: 'success',
      message: 'Booking rules saved',
      data: { rules: { autoConfirm: true, feeDeductedAtSalon: false, bookingFeeLkr: 1000 } },
    });
    expect((await settingsRow()).autoConfirm).toBe(true);
    await putRules({ autoConfirm: false });
    expect((await settingsRow()).autoConfirm).toBe(false);
  });

  it('deducts the booking fee at the salon when told, leaving the other rule alone, and the public config says so', async () => {
    expect((await publicConfig()).feeDeductedAtSalon).toBe(false);
    const on = await putRules({ feeDeductedAtSalon: true });
    expect(on.json().data.rules).toEqual({
      autoConfirm: false,
      feeDeductedAtSalon: true,
      bookingFeeLkr: 1000,
    });
    expect((await settingsRow()).feeDeductedAtSalon).toBe(true);
    expect((await publicConfig()).feeDeductedAtSalon).toBe(true);
    await putRules({ feeDeductedAtSalon: false, autoConfirm: false });
    expect((await settingsRow()).feeDeductedAtSalon).toBe(false);
    expect((await publicConfig()).feeDeductedAtSalon).toBe(false);
  });

  it('refuses a missing or non-boolean value, non-admins too, changing nothing', async () => {
    const empty = await putRules({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Choose a booking rule to change');
    for (const payload of [{ autoConfirm: 'yes' }, { feeDeductedAtSalon: 1 }])
      expect((await putRules(payload)).statusCode).toBe(400);
    expect((await putRules({ autoConfirm: true }, {})).statusCode).toBe(401);
    expect((await putRules({ feeDeductedAtSalon: true }, customer.auth)).statusCode).toBe(403);
    expect(await settingsRow()).toMatchObject({ autoConfirm: false, feeDeductedAtSalon: false });
  });
});
