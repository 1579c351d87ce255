import { errorCodes, managerMessages } from '@salon/contracts';
import { expect } from 'vitest';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';
import { addBranch, addWorkplace, mainBranch } from './branch-builders.ts';
import type { TestApp } from './build-test-app.ts';
import { createService, nextClientAddress, signedInAdmin, uniqueEmail } from './builders.ts';
import { addStylist, openDates } from './team-builders.ts';

/** Signs in at the back office's door (role admin), which a manager uses too. */
export async function signInAtBackOffice(t: TestApp, email: string, password: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, role: 'admin' },
    remoteAddress: nextClientAddress(),
  });
  return response;
}

/**
 * The manager of one branch (docs/decisions/0049-branch-manager.md), signed in: written straight
 * into the database, as `signedInAdmin` does for the owner (appointing has its own tests).
 */
export async function signedInManager(t: TestApp, branchId: string, name = 'Test Manager') {
  const email = uniqueEmail('manager');
  const [user] = await t.db
    .insert(users)
    .values({
      name,
      email,
      passwordHash: await hashPassword('SalonManager1'),
      role: 'manager',
      branchId,
      isVerified: true,
    })
    .returning();
  const response = await signInAtBackOffice(t, email, 'SalonManager1');
  const { token } = response.json() as { token: string };
  return { email, userId: user!.id, auth: { authorization: `Bearer ${token}` } };
}

/**
 * The salon the manager tests share (docs/decisions/0049-branch-manager.md): Colombo, the main
 * branch, with the salon's chairs and Amaya; Nugegoda with one chair and Kasun, run by a manager.
 * `freshDate` hands each test open days no other test of the file uses.
 */
export async function managedTwoBranchSalon(t: TestApp, serviceTitle: string) {
  const admin = await signedInAdmin(t);
  const dates = openDates(t, 10);
  const main = await mainBranch(t);
  const cut = await createService(t, { title: serviceTitle, durationMinutes: 60, priceLkr: 4000 });
  const services = [{ serviceId: cut.id }];
  const nugegodaId = (await addBranch(t, { name: 'Nugegoda', chairs: 1, services })).id;
  const amaya = await addStylist(t, { name: 'Amaya', services, shifts: ['09:00-19:00'] });
  const kasun = await addStylist(t, { name: 'Kasun', services, shifts: ['09:00-19:00'] });
  await addWorkplace(t, kasun.id, nugegodaId, ['10:00-19:00']);
  const manager = await signedInManager(t, nugegodaId);
  let next = 0;
  const freshDate = () => dates[next++]!;
  return { admin, manager, mainId: main.id, mainName: main.name, nugegodaId, cut, amaya, kasun, freshDate };
}

/** Requests with one account's session. */
export const callsAs = (t: TestApp, auth: Record<string, string>) => ({
  get: (url: string) => t.app.inject({ method: 'GET', url, headers: auth }),
  post: (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: auth, payload }),
  put: (url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers: auth, payload }),
  patch: (url: string, payload: object) => t.app.inject({ method: 'PATCH', url, headers: auth, payload }),
  delete: (url: string) => t.app.inject({ method: 'DELETE', url, headers: auth }),
});

/** A manager's call about another branch: 403 OTHER_BRANCH. */
export function expectOtherBranch(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toMatchObject({
    status: 'error',
    message: managerMessages.otherBranch,
    code: errorCodes.otherBranch,
  });
}
