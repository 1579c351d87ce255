import type { useT } from '../../../lib/use-language.tsx';

type Translate = ReturnType<typeof useT>;

/**
 * A 429's wait in the unit a person reads (docs/product.md#5): seconds for the one-minute
 * pause, minutes or hours for the daily limits, whose Retry-After is many thousand seconds.
 */
export function waitText(seconds: number, t: Translate): string {
  if (seconds <= 60) return t('{seconds} s', { seconds });
  if (seconds < 3600) return t('{minutes} min', { minutes: Math.ceil(seconds / 60) });
  return t('{hours} h', { hours: Math.ceil(seconds / 3600) });
}
