import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { createTestDatabase } from '../../test/database.ts';
import { DEMO_ADMIN, seedDemoAdmin } from './demo-admin.ts';
import { demoAdminBannerLine } from './demo-admin-banner.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
}, 60_000);

afterAll(async () => {
  await database.drop();
});

describe('the start-up banner names the demo admin', () => {
  it('prints the seeded password only while it still opens the account, else says it was changed', async () => {
    await seedDemoAdmin(db);
    const seeded = await demoAdminBannerLine(db);
    expect(seeded).toContain(`${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);

    await db
      .update(users)
      .set({ passwordHash: await hashPassword('OwnersOwn99') })
      .where(eq(users.email, DEMO_ADMIN.email));
    const changed = await demoAdminBannerLine(db);
    expect(changed).not.toContain(DEMO_ADMIN.password);
    expect(changed).toContain(DEMO_ADMIN.email);
    expect(changed).toContain('password was changed');
  });

  it('says so when the seeded account is gone', async () => {
    await seedDemoAdmin(db);
    await db.delete(users).where(eq(users.email, DEMO_ADMIN.email));
    const line = await demoAdminBannerLine(db);
    expect(line).not.toContain(DEMO_ADMIN.password);
    expect(line).toContain('no longer exists');
  });
});
