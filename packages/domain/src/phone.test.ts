import { describe, expect, it } from 'vitest';
import { isValidProfilePhone, isValidRegistrationPhone } from './phone.ts';

describe('phone rules', () => {
  it.each([
    ['0771234567', true],
    ['771234567', false],
    ['1771234567', false],
    ['07712345678', false],
    ['077 123 4567', false],
  ])('registration phone %j valid: %s', (phone, valid) => {
    expect(isValidRegistrationPhone(phone)).toBe(valid);
  });

  it.each([
    ['077 123-4567', true],
    ['+94 77 123 4567', false],
    ['12345', false],
  ])('profile phone %j valid: %s', (phone, valid) => {
    expect(isValidProfilePhone(phone)).toBe(valid);
  });
});
