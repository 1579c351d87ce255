import type { Language } from '@salon/contracts';
import { format, isValid, parse } from 'date-fns';
import { dateTimeFormat } from './intl-format.ts';

// A fixed reference day: only the clock part of an HH:mm string matters here.
const referenceDay = new Date(2000, 0, 1);

/**
 * 'HH:mm' as the site shows times: '9:00 AM' in English, Intl's si-LK or ta-LK clock otherwise.
 * docs/product.md#8.3: a string that does not parse is shown as is.
 */
export function formatTime12h(time: string, language: Language = 'en'): string {
  const parsed = parse(time, 'HH:mm', referenceDay);
  if (!isValid(parsed)) return time;
  if (language !== 'en')
    return dateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(parsed);
  return format(parsed, 'h:mm a');
}

/** A salon-local 'yyyy-MM-dd' date as 'June 3, 2026' ('MMMM d, yyyy', docs/product.md#2.10), or Intl's long date. */
export function formatLongDate(date: string, language: Language = 'en'): string {
  const parsed = parse(date, 'yyyy-MM-dd', referenceDay);
  if (!isValid(parsed)) return date;
  if (language !== 'en') return dateTimeFormat(language, { dateStyle: 'long' }).format(parsed);
  return format(parsed, 'MMMM d, yyyy');
}

/** An ISO timestamp as the calendar day it falls on for the viewer: 'Jun 3, 2026', or Intl's medium date. */
export function formatTimestampDate(timestamp: string, language: Language = 'en'): string {
  const parsed = new Date(timestamp);
  if (!isValid(parsed)) return timestamp;
  if (language !== 'en') return dateTimeFormat(language, { dateStyle: 'medium' }).format(parsed);
  return format(parsed, 'MMM d, yyyy');
}
