import { adminRegisterRequestSchema } from '@salon/contracts';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/open-database.ts';
import { hashPassword } from '../lib/passwords.ts';
import { createUsersRepository } from '../modules/users/users.repository.ts';

// npm run admin:create -- --name "Owner" --email owner@salon.lk --password 'Secret123'
const { values } = parseArgs({
  options: { name: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' } },
});
const parsed = adminRegisterRequestSchema.safeParse({ ...values, confirmPassword: values.password });
if (!parsed.success) {
  console.error(`Cannot create the admin: ${parsed.error.issues[0]?.message}`);
  console.error(
    'Usage: npm run admin:create -- --name "Owner" --email owner@salon.lk --password \'Secret123\'',
  );
  process.exit(1);
}
const database = await openDatabase(loadConfig(), { reuseRunning: true });
try {
  const users = createUsersRepository(database.db);
  const admin = await users.create({
    name: parsed.data.name,
    email: parsed.data.email,
    passwordHash: await hashPassword(parsed.data.password),
    role: 'admin',
    isVerified: true,
  });
  console.log(`Admin ${admin.email} created; sign in at /admin/login.`);
} catch (error) {
  console.error(`Cannot create the admin: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
