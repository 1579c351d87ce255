import { format, isValid, parse } from 'date-fns';

// A fixed reference day: only the clock part of an HH:mm string matters here.
const referenceDay = new Date(2000, 0, 1);

/** 'HH:mm' as the site shows times: '9:00 AM'. docs/product.md#8.3: a string that does not parse is shown as is. */
export function formatTime12h(time: string): string {
  const parsed = parse(time, 'HH:mm', referenceDay);
  return isValid(parsed) ? format(parsed, 'h:mm a') : time;
}

/** A salon-local 'yyyy-MM-dd' date as 'June 3, 2026' ('MMMM d, yyyy', docs/product.md#2.10). */
export function formatLongDate(date: string): string {
  const parsed = parse(date, 'yyyy-MM-dd', referenceDay);
  return isValid(parsed) ? format(parsed, 'MMMM d, yyyy') : date;
}

/** An ISO timestamp as the calendar day it falls on for the viewer: 'Jun 3, 2026'. */
export function formatTimestampDate(timestamp: string): string {
  const parsed = new Date(timestamp);
  return isValid(parsed) ? format(parsed, 'MMM d, yyyy') : timestamp;
}
