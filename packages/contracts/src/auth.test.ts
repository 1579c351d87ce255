import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changePasswordFormSchema,
  describeResetPasswordProblems,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordFormSchema,
  verifyEmailRequestSchema,
} from './auth.ts';

function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const validRegistration = {
  name: 'Nimali Perera',
  email: 'Nimali@Example.com',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  phone: '0771234567',
};

describe('login request', () => {
  it.each([
    [{ email: '', password: 'x' }, 'Email is required'],
    [{ email: 'not-an-email', password: 'x' }, 'Email is invalid'],
    [{ email: 'a@b.lk', password: '' }, 'Password is required'],
  ])('%j fails with %j', (body, message) => {
    expect(firstMessage(loginRequestSchema, body)).toBe(message);
  });

  it('defaults the role to user and lower-cases the e-mail', () => {
    expect(loginRequestSchema.parse({ email: ' A@B.LK ', password: 'x' })).toEqual({
      email: 'a@b.lk',
      password: 'x',
      role: 'user',
    });
  });
});

describe('register request', () => {
  it('accepts a valid registration without an address', () => {
    expect(registerRequestSchema.parse(validRegistration).email).toBe('nimali@example.com');
  });

  it.each([
    [{ password: 'Sec1', confirmPassword: 'Sec1' }, 'Password must be at least 8 characters'],
    [
      { password: 'secret123', confirmPassword: 'secret123' },
      'Password must contain at least one uppercase letter',
    ],
    [
      { password: 'SECRET123', confirmPassword: 'SECRET123' },
      'Password must contain at least one lowercase letter',
    ],
    [{ password: 'SecretWord', confirmPassword: 'SecretWord' }, 'Password must contain at least one number'],
    [{ confirmPassword: 'Secret124' }, 'Passwords do not match'],
    [{ phone: '771234567' }, 'Phone number must start with 0 and have 10 digits in total'],
    [{ phone: '' }, 'Phone number must start with 0 and have 10 digits in total'],
  ])('%j fails with %j', (change, message) => {
    expect(firstMessage(registerRequestSchema, { ...validRegistration, ...change })).toBe(message);
  });
});

describe('reset password', () => {
  it('joins every broken rule with ". "', () => {
    expect(describeResetPasswordProblems('abc')).toBe(
      'Password must be at least 8 characters long. Password must contain at least one uppercase letter. Password must contain at least one number',
    );
    expect(describeResetPasswordProblems('Secret123')).toBeUndefined();
  });

  it('checks the confirmation', () => {
    const form = { password: 'Secret123', confirmPassword: 'Secret12', isAdmin: false };
    expect(firstMessage(resetPasswordFormSchema, form)).toBe('Passwords do not match');
  });
});

describe('change password form', () => {
  it.each([
    [
      { currentPassword: '', newPassword: 'Secret123', confirmPassword: 'Secret123' },
      'Current password is required',
    ],
    [{ currentPassword: 'x', newPassword: '', confirmPassword: '' }, 'New password is required'],
    [
      { currentPassword: 'x', newPassword: 'Secret123', confirmPassword: '' },
      'Please confirm your new password',
    ],
    [
      { currentPassword: 'x', newPassword: 'Secret123', confirmPassword: 'Secret124' },
      'Passwords do not match',
    ],
  ])('%j fails with %j', (form, message) => {
    expect(firstMessage(changePasswordFormSchema, form)).toBe(message);
  });
});

describe('verification code', () => {
  const userId = '7f1c1d3e-4a51-4c1e-9f55-2b9a4c1f0a11';
  it.each(['12345', '1234567', 'abcdef', ''])('%j is refused', (otp) => {
    expect(firstMessage(verifyEmailRequestSchema, { userId, otp })).toBe('Please enter a valid 6-digit code');
  });
  it('accepts six digits', () => {
    expect(verifyEmailRequestSchema.parse({ userId, otp: '012345' }).otp).toBe('012345');
  });
});
