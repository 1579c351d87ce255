import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { signedInCustomer } from '../../test/builders.ts';
import { multipartBody, pngImage } from '../../test/images.ts';

// Its own app, so the avatars folder holds only what this file's customers upload.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const avatarFiles = () => {
  const folder = path.join(t.uploadsDir, 'avatars');
  return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
};
/** The original and its smaller copies share the image's id. */
const imageIdsOnDisk = () => [...new Set(avatarFiles().map((name) => name.slice(0, 36)))];

describe('replacing an avatar (docs/architecture.md#files)', () => {
  it('six uploads at once leave one image on disk, the one the profile points at', async () => {
    const customer = await signedInCustomer(t);
    const bodies = await Promise.all(
      [0, 1, 2, 3, 4, 5].map(async (i) =>
        multipartBody(
          {},
          {
            field: 'profileImage',
            bytes: await pngImage(300 + i, 300),
            name: `me-${i}.png`,
            type: 'image/png',
          },
        ),
      ),
    );
    const answers = await Promise.all(
      bodies.map((body) =>
        t.app.inject({
          method: 'POST',
          url: '/api/users/upload',
          headers: { ...customer.auth, ...body.headers },
          payload: body.payload,
        }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);

    const [row] = await t.db.select().from(users).where(eq(users.id, customer.userId));
    const id = /\/uploads\/avatars\/([0-9a-f-]{36})\.webp$/.exec(row!.profileImage ?? '')?.[1];
    expect(id).toBeDefined();
    expect(imageIdsOnDisk()).toEqual([id]);
    expect(avatarFiles()).toContain(`${id}.webp`);
  });
});
