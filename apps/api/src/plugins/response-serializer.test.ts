import Fastify from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileFastSerializer, responseSerializerCompiler } from './response-serializer.ts';

const answer = z.object({
  status: z.literal('success'),
  data: z.object({
    slots: z.array(z.string()),
    note: z.string().nullable(),
    hint: z.string().optional(),
    chosen: z.union([z.object({ kind: z.literal('a'), a: z.number() }), z.object({ kind: z.literal('b') })]),
    counts: z.record(z.string(), z.number()),
  }),
});

/** A route answering whatever `reply` holds, serialized by the compiler under test. */
async function serve(schema: z.ZodType, reply: unknown) {
  const app = Fastify();
  app.setSerializerCompiler(responseSerializerCompiler);
  app.get('/', { schema: { response: { 200: schema } } }, async () => reply);
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return response;
}

const full = {
  status: 'success',
  data: { slots: ['09:00'], note: null, chosen: { kind: 'a', a: 1 }, counts: { x: 2 } },
};

describe('the compiled response serializer', () => {
  it('writes the same bytes as zod for an answer that fits its schema', async () => {
    const response = await serve(answer, full);
    expect(compileFastSerializer(answer)).toBeDefined();
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(JSON.stringify(answer.parse(full)));
  });

  it('never writes a field the schema does not declare, nested, in arrays or in a union', async () => {
    const withExtras = {
      ...full,
      passwordHash: 'x',
      data: {
        ...full.data,
        slots: ['09:00'],
        secret: 'y',
        chosen: { kind: 'b', a: 3, token: 'z' },
        hint: 'ok',
      },
    };
    const response = await serve(answer, withExtras);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/passwordHash|secret|token/);
    expect(response.json()).toEqual(answer.parse(withExtras));
    expect(response.json().data.chosen).toEqual({ kind: 'b' });
  });

  it('fails the answer (500) when a required field is missing, as zod did', async () => {
    const response = await serve(answer, { status: 'success' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('success');
  });

  it('leaves to zod what the compiled code cannot mirror: transforms and defaults', async () => {
    const transformed = z.object({ at: z.date().transform((date) => date.toISOString()) });
    const defaulted = z.object({ n: z.number().default(3) });
    expect(compileFastSerializer(transformed)).toBeUndefined();
    expect(compileFastSerializer(defaulted)).toBeUndefined();
    const zod = zodSerializerCompiler({ schema: defaulted, method: 'GET', url: '/' });
    const response = await serve(defaulted, { n: 5, extra: 1 });
    expect(response.body).toBe(zod({ n: 5, extra: 1 }));
  });
});
