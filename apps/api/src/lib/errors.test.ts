import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AppError, BadRequestError, ConflictError, errorCodes, ForbiddenError } from './errors.ts';

const docs = fs.readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/errors.md'),
  'utf8',
);

describe('error codes', () => {
  it.each(Object.values(errorCodes))('%s is documented in docs/errors.md', (code) => {
    expect(docs).toContain(`| \`${code}\``);
  });

  it('default from the status and can be made more specific', () => {
    expect(new BadRequestError('x').code).toBe('VALIDATION_FAILED');
    expect(new ForbiddenError('x').code).toBe('FORBIDDEN');
    expect(new AppError(402, 'x').code).toBe('PAYMENT_REQUIRED');
    expect(new AppError(418, 'x').code).toBe('VALIDATION_FAILED');
    expect(new ConflictError('x', undefined, 'SLOT_TAKEN').code).toBe('SLOT_TAKEN');
  });
});
