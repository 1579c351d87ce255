import { describe, expect, it } from 'vitest';
import { isSingleEmailAddress } from './email-address.ts';
import { canonicalHttpsLink } from './https-link.ts';
import { personNameSchema, toOneLineName } from './person-name.ts';

describe('personNameSchema', () => {
  it.each(['Nimali Perera', 'ශ්‍රී ලංකා', 'நிமாலி', "O'Brien-Silva"])('takes %j', (name) => {
    expect(personNameSchema.safeParse(name).success).toBe(true);
  });
  it.each(['A\nB', 'A\rB', 'A\tB', 'A\u0000B', 'A\u0085B', 'A\u2028B', 'A\u202EB'])('refuses %j', (name) => {
    expect(personNameSchema.safeParse(name).error?.issues[0]?.message).toBe(
      'Full name must be on one line, without control characters',
    );
  });
  it('makes a name from elsewhere one line', () => {
    expect(toOneLineName('  Kasun\r\n\tSilva\u2028 ')).toBe('Kasun Silva');
    expect(toOneLineName('ශ්‍රී')).toBe('ශ්‍රී');
    expect(toOneLineName('\n')).toBe('');
  });
});

describe('isSingleEmailAddress', () => {
  it.each(['a@example.lk', 'nimali.perera+salon@mail.example.lk'])('takes %j', (email) => {
    expect(isSingleEmailAddress(email)).toBe(true);
  });
  it.each([
    'spam1@evil.test,victim-a@example.org,victim-b@example.net',
    'a@example.lk;b@example.lk',
    'Name <a@example.lk>',
    'friends: a@example.lk, b@example.lk;',
    'a@example.lk\r\nBcc: b@example.lk',
    '"a\r\nb"@example.lk',
    'a@localhost',
    'a@[127.0.0.1]',
    // A lone surrogate (npm run fuzz found it making the parser throw, so a 500).
    'c\ud800ustomer@example.lk',
  ])('refuses %j', (email) => {
    expect(isSingleEmailAddress(email)).toBe(false);
  });
});

describe('canonicalHttpsLink', () => {
  it('answers an https link as the URL parser writes it', () => {
    expect(canonicalHttpsLink('https://maps.example.lk/?q=<b>')).toBe('https://maps.example.lk/?q=%3Cb%3E');
  });
  it.each([
    'javascript:alert(1)',
    'http://maps.example.lk/',
    'https://localhost/',
    'https://u:p@maps.example.lk/',
  ])('refuses %j', (link) => {
    expect(canonicalHttpsLink(link)).toBeUndefined();
  });
});
