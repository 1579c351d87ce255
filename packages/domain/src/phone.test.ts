import { describe, expect, it } from 'vitest';
import { isValidProfilePhone, isValidRegistrationPhone, toLocalSriLankaPhone } from './phone.ts';

describe('phone rules', () => {
  it.each([
    ['0771234567', true],
    ['771234567', false],
    ['1771234567', false],
    ['07712345678', false],
    ['077 123 4567', true],
    ['+94 77 123 4567', true],
    ['+9477123456', false],
  ])('registration phone %j valid: %s', (phone, valid) => {
    expect(isValidRegistrationPhone(phone)).toBe(valid);
  });

  it.each([
    ['077 123-4567', true],
    ['+94 77 123 4567', true],
    ['0094 77 123 4567', true],
    ['771234567', false],
    ['12345', false],
  ])('profile phone %j valid: %s', (phone, valid) => {
    expect(isValidProfilePhone(phone)).toBe(valid);
  });

  it.each([
    ['0771234567', '0771234567'],
    ['077 123 4567', '0771234567'],
    ['077-123-4567', '0771234567'],
    ['(011) 234 5678', '0112345678'],
    ['+94 77 123 4567', '0771234567'],
    ['+94771234567', '0771234567'],
    ['0094 77 123 4567', '0771234567'],
    ['94771234567', '0771234567'],
    ['+94 (0)77 123 4567', '0771234567'],
    [' 0771234567 ', '0771234567'],
  ])('reads %j as %j', (typed, local) => {
    expect(toLocalSriLankaPhone(typed)).toBe(local);
  });

  it.each(['771234567', '07712345678', '+1 202 555 0100', '+94 77 123 456', '0941234567x', 'phone', ''])(
    'reads %j as no Sri Lankan number',
    (typed) => {
      expect(toLocalSriLankaPhone(typed)).toBeUndefined();
    },
  );
});
