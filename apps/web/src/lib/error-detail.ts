import { describeError } from './api-error.ts';

/**
 * The line under an error panel whose title already is the area's fallback text: the
 * server's (or the global) reason, or nothing when it would only repeat the title.
 */
export function errorDetail(error: unknown, title: string): string | undefined {
  const detail = describeError(error, title);
  return detail === title ? undefined : detail;
}
