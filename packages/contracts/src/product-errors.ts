import { z } from 'zod';

/**
 * zod's own phrasing ("Too small: expected string to have >=20 characters", "Invalid input:
 * expected number, received string"). No answer the product gives may read like this
 * (docs/errors.md): the fuzz run and the contracts' schema walk both check it.
 */
export const LIBRARY_WORDING =
  /\b(?:expected|received)\b|^Invalid (?:input|option)|^Too (?:small|big)|[<>]=|Unrecognized key/i;

const KIND_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

const FORMAT_WORDS: Record<string, string> = {
  email: 'a valid e-mail address',
  uuid: 'a valid id',
  guid: 'a valid id',
  url: 'a valid web address',
  date: 'a date like 2026-06-03',
  time: 'a time like 14:30',
  datetime: 'a date and time',
};

/** "clientSecret" -> "Client secret", "items.0.quantity" -> "Quantity". */
function fieldName(path: readonly PropertyKey[] | undefined): string {
  const key = [...(path ?? [])].reverse().find((part) => typeof part === 'string');
  if (!key) return 'This value';
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function sizeWords(origin: string, limit: number | bigint, unit: 'least' | 'most'): string {
  if (origin === 'string') return `at ${unit} ${limit} character${limit === 1 ? '' : 's'}`;
  if (origin === 'array' || origin === 'set') return `at ${unit} ${limit} item${limit === 1 ? '' : 's'}`;
  return `at ${unit} ${limit}`;
}

/**
 * Words for a refusal a schema gave no message of its own: the field's name and what it must be,
 * in the product's voice. Messages the contracts spell out (the spec's) always win over these.
 */
export const productErrorMap: z.core.$ZodErrorMap = (issue) => {
  const field = fieldName(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${field} is required`;
      return `${field} must be ${KIND_WORDS[issue.expected] ?? 'of another kind'}`;
    case 'too_small':
      if (issue.origin === 'string' && issue.minimum === 1) return `${field} cannot be empty`;
      return `${field} must be ${sizeWords(issue.origin, issue.minimum, 'least')}`;
    case 'too_big':
      return `${field} must be ${sizeWords(issue.origin, issue.maximum, 'most')}`;
    case 'invalid_value':
      return `${field} must be one of: ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return `${field} must be ${FORMAT_WORDS[issue.format] ?? 'in the right format'}`;
    case 'not_multiple_of':
      return `${field} must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}`;
    default:
      return `${field} is not valid`;
  }
};

/** Makes every schema without its own message speak the product's words (the API's start calls it). */
export function installProductErrorWords(): void {
  z.config({ customError: productErrorMap });
}
