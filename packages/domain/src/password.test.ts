import { describe, expect, it } from 'vitest';
import { listPasswordProblems } from './password.ts';

describe('listPasswordProblems', () => {
  it.each([
    ['Secret123', []],
    ['Sec1', ['tooShort']],
    ['secret123', ['noUppercase']],
    ['SECRET123', ['noLowercase']],
    ['SecretWord', ['noNumber']],
    ['', ['tooShort', 'noUppercase', 'noLowercase', 'noNumber']],
  ])('%j breaks %j', (password, expected) => {
    expect(listPasswordProblems(password)).toEqual(expected);
  });
});
