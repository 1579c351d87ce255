import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
// Puts the jitless setting into the build (it travels in zod's own chunk: vite.config.ts).
import './zod-jitless.ts';

/**
 * zodResolver for a form whose inputs are text (what a browser field holds) while the schema
 * coerces them: its inferred input type says `unknown` for those fields, which no field accepts.
 */
export function textFormResolver<Values extends FieldValues, Schema extends z.ZodType<FieldValues>>(
  schema: Schema,
): Resolver<Values, unknown, z.output<Schema>> {
  return zodResolver(schema as never) as unknown as Resolver<Values, unknown, z.output<Schema>>;
}
