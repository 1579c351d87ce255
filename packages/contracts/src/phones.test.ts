import { describe, expect, it } from 'vitest';
import { registerRequestSchema } from './auth.ts';
import { updateProfileRequestSchema } from './profile.ts';

// The browser's share of docs/architecture.md#phones: the spec's format and its exact message.
// Whether the number is a real Sri Lankan one is the server's check (apps/api/src/phone).
const registration = (phone: unknown) =>
  registerRequestSchema.safeParse({
    name: 'Nimali Perera',
    email: 'nimali@example.lk',
    password: 'Secret123',
    confirmPassword: 'Secret123',
    phone,
  });
const profile = (phone: unknown) => updateProfileRequestSchema.safeParse({ name: 'Nimali Perera', phone });
const messageOf = (result: ReturnType<typeof registration> | ReturnType<typeof profile>) =>
  result.success ? undefined : result.error.issues.map((issue) => issue.message);

describe('a phone at registration', () => {
  it.each([
    ['0771234567', '0771234567'],
    [' 0112345678 ', '0112345678'],
    ['077 123 4567', '0771234567'],
    ['077-123-4567', '0771234567'],
    ['+94 77 123 4567', '0771234567'],
    ['+94771234567', '0771234567'],
    ['0094 77 123 4567', '0771234567'],
  ])('accepts %j, as people type it, as %j', (phone, local) => {
    const result = registration(phone);
    expect(result.success && result.data.phone).toBe(local);
  });

  it.each(['771234567', '07712345678', '+1 202 555 0100', 'phone', '', undefined])(
    'refuses %j with the spec message',
    (phone) => {
      expect(messageOf(registration(phone))).toEqual([
        'Phone number must start with 0 and have 10 digits in total',
      ]);
    },
  );
});

describe('a phone on the profile', () => {
  it.each([
    ['077 123 4567', '0771234567'],
    ['077-123-4567', '0771234567'],
    ['+94 77 123 4567', '0771234567'],
    ['0094 77 123 4567', '0771234567'],
    ['', null],
    [null, null],
  ])('accepts %j as %j', (phone, parsed) => {
    const result = profile(phone);
    expect(result.success && result.data.phone).toBe(parsed);
  });

  it.each(['12345', '+94 77 123 456', '077 123 45678'])('refuses %j with the spec message', (phone) => {
    expect(messageOf(profile(phone))).toEqual(['Please enter a valid 10-digit phone number']);
  });
});
