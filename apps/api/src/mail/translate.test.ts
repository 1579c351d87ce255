import { moneyMessages, smsMessages } from '@salon/contracts';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRANSLATED_MESSAGE_FILES } from '../modules/notifications/translated-files.ts';
import {
  formatMailDate,
  formatMailLkr,
  formatMailTime,
  formatMailTimes,
  formatSmsDate,
  mailCatalogues,
  translate,
} from './translate.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

const src = path.resolve(import.meta.dirname, '..');
/** The modules writing customer mails and SMS: every English text they translate needs both catalogues. */
const MAIL_MODULES: readonly string[] = TRANSLATED_MESSAGE_FILES;
const textsTranslatedIn = (file: string) =>
  [
    ...fs
      .readFileSync(path.join(src, file), 'utf8')
      .matchAll(/\b(?:t|translate\(language,)\(?\s*'((?:[^'\\]|\\.)*)'/g),
  ].map((match) => match[1]!);

/** The calendar event's words, shared with the web's Add to calendar link (packages/domain). */
const calendarTexts = textsTranslatedIn('../../../packages/domain/src/calendar-event.ts');

const smsTexts = [
  smsMessages.bookingConfirmed('{reference}', '{when}', '{manageUrl}'),
  smsMessages.reminder('{reference}', '{when}', '{manageUrl}'),
  smsMessages.rescheduled('{reference}', '{when}', '{manageUrl}'),
  smsMessages.movedBranch('{reference}', '{from}', '{to}', '{when}', '{manageUrl}'),
  smsMessages.movedBranchWithAddress('{reference}', '{from}', '{to}', '{address}', '{when}', '{manageUrl}'),
  smsMessages.bookedAgain('{reference}', '{when}', '{manageUrl}'),
  smsMessages.confirmedBySalon('{reference}', '{when}', '{manageUrl}'),
  smsMessages.visitCompleted('{reference}', '{when}', '{manageUrl}'),
  smsMessages.markedMissed('{reference}', '{when}'),
  smsMessages.noLongerMissed('{reference}', '{when}'),
  ...[true, false].flatMap((refunded) => [
    smsMessages.cancelledBySalon('{reference}', '{when}', '{fee}', refunded),
    smsMessages.cancelledByCustomer('{reference}', '{when}', '{fee}', refunded),
  ]),
  smsMessages.phoneCode('{code}'),
  smsMessages.signInCode('{code}'),
];
const moneyTexts = [
  moneyMessages.paidNow,
  moneyMessages.payAtSalon,
  moneyMessages.feeDeducted,
  moneyMessages.bookingFeeOnly('{fee}'),
];

describe('the mail and SMS catalogues', () => {
  const english = [
    ...new Set([...MAIL_MODULES.flatMap(textsTranslatedIn), ...calendarTexts, ...smsTexts, ...moneyTexts]),
  ];

  it('find texts to check in every module', () => {
    for (const file of MAIL_MODULES.filter((file) => !file.endsWith('-sms.ts')))
      expect(textsTranslatedIn(file).length, file).toBeGreaterThan(0);
  });

  it('lists every file of the notifications module that translates a text', () => {
    const folder = 'modules/notifications';
    const translating = fs
      .readdirSync(path.join(src, folder))
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => `${folder}/${name}`)
      .filter((file) => textsTranslatedIn(file).length > 0);
    expect(translating.filter((file) => !MAIL_MODULES.includes(file))).toEqual([]);
  });

  it.each(Object.entries(mailCatalogues))(
    '%s holds every text the mails and SMS write',
    (_language, catalogue) => {
      expect(english.filter((text) => !(text in catalogue))).toEqual([]);
    },
  );

  it.each(Object.entries(mailCatalogues))(
    '%s keeps each text’s placeholders and has no text the code no longer writes',
    (_language, catalogue) => {
      for (const [key, text] of Object.entries(catalogue))
        expect(placeholders(text), key).toEqual(placeholders(key));
      expect(Object.keys(catalogue).filter((key) => !english.includes(key))).toEqual([]);
    },
  );
});

describe('translate', () => {
  it('writes every text of the catalogues as it reads, each value in its place (ICU quoting changes nothing)', () => {
    const plain = (text: string) => text.replace(/\{(\w+)\}/g, (_whole, name: string) => `<${name}>`);
    for (const [language, catalogue] of Object.entries(mailCatalogues) as [
      'si' | 'ta',
      Record<string, string>,
    ][])
      for (const [english, translated] of Object.entries(catalogue)) {
        const values = Object.fromEntries(placeholders(english).map((name) => [name!, `<${name}>`]));
        expect(translate('en', english, values), english).toBe(plain(english));
        expect(translate(language, english, values), english).toBe(plain(translated));
      }
  });

  it('chooses the plural form of a count by the language’s rules (ICU MessageFormat)', () => {
    const visits = '{count, plural, one {# visit} other {# visits}}';
    expect(translate('en', visits, { count: 1 })).toBe('1 visit');
    expect(translate('en', visits, { count: 3 })).toBe('3 visits');
  });

  it('fills the placeholders; English is the text itself, and a missing text stays English', () => {
    expect(translate('en', 'Hello {name},', { name: 'Nimali' })).toBe('Hello Nimali,');
    expect(translate('si', 'Hello {name},', { name: 'Nimali' })).toBe('ආයුබෝවන් Nimali,');
    expect(translate('ta', 'Not in any catalogue {x}', { x: 1 })).toBe('Not in any catalogue 1');
    // A value is never read as a template itself.
    expect(translate('en', 'Hello {name},', { name: '{name}' })).toBe('Hello {name},');
  });

  it('writes dates and rupees as the screens do in Sinhala and Tamil, and as always in English', () => {
    expect(formatMailDate('2026-12-04', 'en')).toBe('Friday, December 4, 2026');
    expect(formatSmsDate('2026-12-04', 'en')).toBe('Fri 4 Dec 2026');
    // The month people write today, not Node's traditional "උඳුවප්".
    expect(formatMailDate('2026-12-04', 'si')).toBe('2026 දෙසැම්බර් 4, සිකුරාදා');
    expect(formatSmsDate('2026-12-04', 'si')).toBe('2026 දෙසැම්බර් 4, සිකු');
    expect(formatMailDate('2026-12-04', 'ta')).toBe('வெள்ளி, 4 டிசம்பர், 2026');
    expect(formatMailLkr(3500, 'en')).toBe('LKR 3,500');
    expect(formatMailLkr(3500, 'si')).toBe('රු. 3,500');
    expect(formatMailLkr(3500, 'ta')).toBe('Rs.\u00a03,500');
  });

  it('writes times on the 12-hour clock in every language, as the screens do (docs/product.md#2.2)', () => {
    expect(formatMailTimes('10:00', '11:30', 'en')).toBe('10:00 AM–11:30 AM');
    expect(formatMailTime('14:30', 'en')).toBe('2:30 PM');
    expect(formatMailTime('00:15', 'en')).toBe('12:15 AM');
    expect(formatMailTime('09:00', 'si')).toBe('පෙ.ව. 9:00');
    expect(formatMailTimes('14:00', '15:30', 'si')).toBe('ප.ව. 2:00–ප.ව. 3:30');
    // Tamil reads 12 hours too, not Intl's ta-LK default of '14:30'.
    expect(formatMailTime('14:30', 'ta')).toBe('2:30 PM');
    expect(formatMailTime('09:05', 'ta')).toBe('9:05 AM');
    // A time the database wrote with seconds reads the same; what is not a time stays as it is.
    expect(formatMailTime('14:30:00', 'en')).toBe('2:30 PM');
    expect(formatMailTime('25:00', 'ta')).toBe('25:00');
  });
});
