import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { signedInAdmin } from '../../test/builders.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const newService = {
  title: 'Hair Spa',
  description: 'A deep conditioning treatment.',
  category: 'hair',
  price: 6500,
  averageTime: 60,
};
const tamil = { title: 'ஹேர் ஸ்பா', description: 'ஆழமான கண்டிஷனிங் சிகிச்சை.' };
const sinhala = { title: 'හෙයාර් ස්පා' };

const listed = async (id: string) =>
  (
    (await t.app.inject({ method: 'GET', url: '/api/services/get-services' })).json().data.services as Array<{
      _id: string;
      translations?: unknown;
    }>
  ).find((service) => service._id === id);

describe('service translations', () => {
  it('stores the Sinhala and Tamil texts on create and returns them in the catalogue and the service', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/services',
      headers: admin.auth,
      payload: { ...newService, translations: { si: sinhala, ta: tamil } },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.service._id as string;
    expect(created.json().data.service).toMatchObject({
      title: 'Hair Spa',
      translations: { si: sinhala, ta: tamil },
    });
    const one = await t.app.inject({ method: 'GET', url: `/api/services/${id}` });
    expect(one.json().data.service.translations).toEqual({ si: sinhala, ta: tamil });
    expect((await listed(id))?.translations).toEqual({ si: sinhala, ta: tamil });
  });

  it('replaces them on update, drops empty texts, and the cached catalogue shows the change at once', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/services',
      headers: admin.auth,
      payload: newService,
    });
    const id = created.json().data.service._id as string;
    // Without translations the answer keeps the spec's shape.
    expect(created.json().data.service).not.toHaveProperty('translations');
    expect(await listed(id)).not.toHaveProperty('translations');

    const updated = await t.app.inject({
      method: 'PATCH',
      url: `/api/services/${id}`,
      headers: admin.auth,
      payload: { translations: { ta: tamil, si: { title: '  ', description: '' } } },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.service.translations).toEqual({ ta: tamil });
    expect((await listed(id))?.translations).toEqual({ ta: tamil });
    const row = await t.db.query.services.findFirst({ where: eq(services.id, id) });
    expect(row!.translations).toEqual({ ta: tamil });

    // Another field alone leaves the translations as they are.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/services/${id}`,
      headers: admin.auth,
      payload: { price: 7000 },
    });
    expect((await listed(id))?.translations).toEqual({ ta: tamil });

    await t.app.inject({
      method: 'PATCH',
      url: `/api/services/${id}`,
      headers: admin.auth,
      payload: { translations: {} },
    });
    expect(await listed(id)).not.toHaveProperty('translations');
  });

  it.each([
    [{ ta: { title: 'க'.repeat(121) } }, 'A translated title is at most 120 characters'],
    [{ si: { description: 'ස'.repeat(2001) } }, 'A translated description is at most 2000 characters'],
    [{ si: { title: 5 } }, 'A translated title is at most 120 characters'],
    ['Tamil', 'Translations hold a Sinhala and a Tamil title and description'],
    [{ ta: 'Tamil' }, 'Translations hold a Sinhala and a Tamil title and description'],
  ])('refuses translations %j with 400 and changes nothing', async (translations, message) => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/services',
      headers: admin.auth,
      payload: { ...newService, translations: { ta: tamil } },
    });
    const id = created.json().data.service._id as string;
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/services/${id}`,
      headers: admin.auth,
      payload: { price: 9000, translations },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(message);
    const row = await t.db.query.services.findFirst({ where: eq(services.id, id) });
    expect(row).toMatchObject({ priceLkr: 6500, translations: { ta: tamil } });

    const before = (await t.db.select().from(services)).length;
    const refusedCreate = await t.app.inject({
      method: 'POST',
      url: '/api/services',
      headers: admin.auth,
      payload: { ...newService, translations },
    });
    expect(refusedCreate.statusCode).toBe(400);
    expect(refusedCreate.json().message).toBe(message);
    expect((await t.db.select().from(services)).length).toBe(before);
  });
});
