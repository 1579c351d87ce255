import { describe, expect, it } from 'vitest';
import type { Mailer } from '../../mail/mailer.ts';
import { createTestClock } from '../../test/test-clock.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { EmailVerificationsRepository } from './email-verifications.repository.ts';
import type { PasswordResetsRepository } from './password-resets.repository.ts';
import { createPasswordService } from './password.service.ts';
import type { SessionsRepository } from './sessions.repository.ts';

/** A promise the test settles by hand, to hold the service's collaborators mid-way. */
function gate<T>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (open = resolve));
  return { promise, open };
}

describe('requesting a password reset', () => {
  it('answers before looking the address up, storing a link or sending a mail', async () => {
    const lookup = gate<Awaited<ReturnType<UsersRepository['findByEmail']>>>();
    const sent = gate<void>();
    const calls: string[] = [];
    const users = {
      findByEmail: (email: string) => {
        calls.push(`find ${email}`);
        return lookup.promise;
      },
    } as unknown as UsersRepository;
    const resets = {
      create: async () => {
        calls.push('store link');
      },
    } as unknown as PasswordResetsRepository;
    const mailer = {
      send: () => {
        calls.push('send mail');
        return sent.promise;
      },
    } as unknown as Mailer;
    const service = createPasswordService({
      transaction: () => Promise.reject(new Error('no transaction in this test')),
      users,
      resets,
      sessions: {} as SessionsRepository,
      verifications: {} as EmailVerificationsRepository,
      mailer,
      clock: createTestClock(),
      appUrl: 'http://salon.test',
      logError: (error) => {
        throw error;
      },
    });

    // Neither the lookup nor the mail has finished, yet the answer is there.
    const answer = await service.requestReset('owner@example.lk', 'user');
    expect(answer).toEqual({
      message: 'If an account exists for this email, a password reset link has been sent to it.',
    });
    expect(calls).toEqual(['find owner@example.lk']);

    lookup.open({ id: 'u1', email: 'owner@example.lk', name: 'Owner', role: 'user' } as never);
    await expect.poll(() => calls).toEqual(['find owner@example.lk', 'store link', 'send mail']);
    sent.open();
  });
});
