import fastJson from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
type SerializerCompiler = Parameters<FastifyInstance['setSerializerCompiler']>[0];

/** Keywords whose meaning a compiled serializer would not reproduce the way zod's encoding does. */
const NEEDS_ZOD = new Set(['default', 'not', 'if', 'then', 'else', 'dependentSchemas', 'patternProperties']);

/**
 * Prepares a response's JSON schema for fast-json-stringify, or says it cannot be trusted to
 * match zod's answer (undefined). Objects lose `additionalProperties: false`: the compiled
 * serializer writes only the declared properties whatever it says, and without it a union
 * picks its branch as zod does, by the declared fields alone, extra fields or not.
 */
function forFastJson(node: unknown): unknown {
  if (Array.isArray(node)) {
    const items = node.map(forFastJson);
    return items.includes(undefined) ? undefined : items;
  }
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (NEEDS_ZOD.has(key)) return undefined;
    if (key === 'additionalProperties') {
      if (value === false) continue;
      // A record: its values follow the schema; anything else is beyond this check.
      if (typeof value !== 'object') return undefined;
    }
    if (key === 'properties' || key === '$defs' || key === 'definitions') {
      const properties: JsonSchema = {};
      for (const [name, schema] of Object.entries(value as JsonSchema)) {
        const prepared = forFastJson(schema);
        if (prepared === undefined) return undefined;
        properties[name] = prepared;
      }
      out[key] = properties;
      continue;
    }
    const prepared = typeof value === 'object' ? forFastJson(value) : value;
    if (prepared === undefined) return undefined;
    out[key] = prepared;
  }
  return out;
}

/** The compiled serializer for a zod response schema, or undefined when zod must do it. */
export function compileFastSerializer(schema: z.ZodType): ((data: unknown) => string) | undefined {
  let json: JsonSchema;
  try {
    // Transforms, dates and the like are unrepresentable: those answers keep zod's encoding.
    json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' });
  } catch {
    return undefined;
  }
  const prepared = forFastJson(json) as JsonSchema | undefined;
  if (!prepared) return undefined;
  delete prepared.$schema;
  try {
    return fastJson(prepared as unknown as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
  } catch {
    return undefined;
  }
}

/**
 * Responses serialized by code compiled once per route from the response's zod schema (its JSON
 * schema, so zod stays the one source), instead of zod parsing every answer and JSON.stringify
 * writing it again (docs/architecture.md#api-conventions). Only declared fields are ever written;
 * a missing required field still fails the answer (500). Schemas the compiled code cannot mirror
 * exactly keep fastify-type-provider-zod's serializer.
 */
export const responseSerializerCompiler: SerializerCompiler = (route) => {
  const schema = route.schema as unknown;
  if (schema instanceof z.ZodType) {
    const fast = compileFastSerializer(schema);
    if (fast) return fast;
  }
  return (zodSerializerCompiler as SerializerCompiler)(route);
};
