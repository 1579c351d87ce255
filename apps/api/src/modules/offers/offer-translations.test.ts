import { toSalonDate } from '@salon/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specialOffers } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { createService, signedInAdmin } from '../../test/builders.ts';
import { multipartBody } from '../../test/images.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let facial: string;
let manicure: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
  facial = (
    await createService(t, {
      title: 'Facial Glow',
      translations: { si: { title: 'මුහුණේ දීප්තිය' }, ta: { title: 'முக பொலிவு' } },
    })
  ).id;
  manicure = (await createService(t, { title: 'Gel Manicure' })).id;
});
afterAll(() => t.close());

const dayOffset = (days: number) =>
  toSalonDate(new Date(t.clock.now().getTime() + days * 86_400_000), 'Asia/Colombo');

async function sendOffer(fields: Record<string, string>, id?: string) {
  const body = await multipartBody(
    id
      ? fields
      : {
          title: 'Glow Package',
          description: 'Facial and manicure together.',
          originalPrice: '9000',
          discount: '20',
          startDate: dayOffset(-1),
          endDate: dayOffset(10),
          services: JSON.stringify([facial, manicure]),
          ...fields,
        },
  );
  return t.app.inject({
    method: id ? 'PATCH' : 'POST',
    url: id ? `/api/special-offers/${id}` : '/api/special-offers',
    headers: { ...admin.auth, ...body.headers },
    payload: body.payload,
  });
}

const storedTranslations = async (id: string) =>
  (await t.db.select().from(specialOffers).where(eq(specialOffers.id, id)))[0]!.translations;

describe('offers in Sinhala and Tamil (docs/architecture.md#languages)', () => {
  it('keeps the owner’s si and ta texts and gives the included services’ titles in each language', async () => {
    const created = await sendOffer({
      translations: JSON.stringify({
        si: { title: ' දීප්ති පැකේජය ', description: 'මුහුණ සහ නිය එකට.' },
        ta: { title: 'பொலிவு தொகுப்பு', description: '' },
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const offer = created.json().data.offer;
    expect(offer.translations).toEqual({
      si: { title: 'දීප්ති පැකේජය', description: 'මුහුණ සහ නිය එකට.' },
      ta: { title: 'பொலிவு தொகுப்பு' },
    });
    const active = await t.app.inject({ method: 'GET', url: '/api/special-offers/active' });
    const listed = active.json().data.offers.find((one: { _id: string }) => one._id === offer._id);
    expect(listed.translations).toEqual(offer.translations);
    expect(listed.services).toEqual([
      {
        _id: facial,
        name: 'Facial Glow',
        translations: { si: { title: 'මුහුණේ දීප්තිය' }, ta: { title: 'முக பொலிவு' } },
      },
      { _id: manicure, name: 'Gel Manicure' },
    ]);
  });

  it('replaces the set on update, keeps it when not sent, and drops it when emptied', async () => {
    const offer = (await sendOffer({ translations: JSON.stringify({ si: { title: 'පැරණි' } }) })).json().data
      .offer;
    const kept = await sendOffer({ discount: '30' }, offer._id);
    expect(kept.json().data.offer.translations).toEqual({ si: { title: 'පැරණි' } });
    const replaced = await sendOffer({ translations: JSON.stringify({ ta: { title: 'புதிய' } }) }, offer._id);
    expect(replaced.json().data.offer.translations).toEqual({ ta: { title: 'புதிய' } });
    const cleared = await sendOffer(
      { translations: JSON.stringify({ si: { title: '' }, ta: {} }) },
      offer._id,
    );
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.offer).not.toHaveProperty('translations');
    expect(await storedTranslations(offer._id)).toEqual({});
  });

  it.each([
    ['not JSON', 'si: Glow', 'Translations hold a Sinhala and a Tamil title and description'],
    ['a list', '[]', 'Translations hold a Sinhala and a Tamil title and description'],
    [
      'a title over 120 characters',
      JSON.stringify({ si: { title: 'අ'.repeat(121) } }),
      'A translated title is at most 120 characters',
    ],
  ])('refuses translations that are %s with 400 and stores nothing', async (_name, translations, message) => {
    const before = (await t.db.select().from(specialOffers)).length;
    const refused = await sendOffer({ translations });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(message);
    expect((await t.db.select().from(specialOffers)).length).toBe(before);
  });
});
