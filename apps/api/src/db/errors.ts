/** PostgreSQL's SQLSTATE of an error, whether raised by pg or wrapped by Drizzle. */
export function sqlState(error: unknown): string | undefined {
  for (
    let current = error;
    typeof current === 'object' && current !== null;
    current = (current as { cause?: unknown }).cause
  ) {
    if ('code' in current && typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code))
      return current.code;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';

/** The exclusion constraint on chair reservations fired: the slot is taken. */
export const isExclusionViolation = (error: unknown) => sqlState(error) === '23P01';
