/**
 * The words Sinhala dates are built from (`localeFormats` in locale-format.ts), keyed by their
 * English: the names people write today, not the traditional months Node's Intl gives. The
 * browser's Sinhala catalogue spreads them, so they load only with Sinhala; the server's mails
 * read them here.
 */
export const sinhalaCalendarWords: Readonly<Record<string, string>> = {
  January: 'ජනවාරි',
  February: 'පෙබරවාරි',
  March: 'මාර්තු',
  April: 'අප්‍රේල්',
  May: 'මැයි',
  June: 'ජූනි',
  July: 'ජූලි',
  August: 'අගෝස්තු',
  September: 'සැප්තැම්බර්',
  October: 'ඔක්තෝබර්',
  November: 'නොවැම්බර්',
  December: 'දෙසැම්බර්',
  Sunday: 'ඉරිදා',
  Monday: 'සඳුදා',
  Tuesday: 'අඟහරුවාදා',
  Wednesday: 'බදාදා',
  Thursday: 'බ්‍රහස්පතින්දා',
  Friday: 'සිකුරාදා',
  Saturday: 'සෙනසුරාදා',
  Sun: 'ඉරි',
  Mon: 'සඳු',
  Tue: 'අඟ',
  Wed: 'බදා',
  Thu: 'බ්‍රහ',
  Fri: 'සිකු',
  Sat: 'සෙන',
  AM: 'පෙ.ව.',
  PM: 'ප.ව.',
};
