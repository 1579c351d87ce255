import { describe, expect, it } from 'vitest';
import { cardholderName } from './card-input.ts';

describe('cardholderName', () => {
  it.each([
    ['Nimali Perera', 'Nimali Perera'],
    ['  J. O’Neil-Fernando ', 'J. O’Neil-Fernando'],
    ["J. O'Neil-Fernando", "J. O'Neil-Fernando"],
    ['Chloé Silva', 'Chloé Silva'],
    ['නිමාලි පෙරේරා', ''],
    ['நிமாலி பெரேரா', ''],
    ['Nimali පෙරේරා', ''],
    ['', ''],
  ])('prefills %j as %j', (name, expected) => {
    expect(cardholderName(name)).toBe(expected);
  });
});
