import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as contractSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serializer = (data: unknown) => string;

// Compiled once per schema and process: routes share schemas, and the tests build an app per file (the
// compilation was about 0.35 s of each build).
const compiledBySchema = new WeakMap<z.ZodType, Serializer | null>();

function compiledFor(schema: z.ZodType): Serializer | null {
  let compiled = compiledBySchema.get(schema);
  if (compiled === undefined) {
    try {
      compiled = fastJson(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as object);
    } catch {
      compiled = null;
    }
    compiledBySchema.set(schema, compiled);
  }
  return compiled;
}

/**
 * Answers written by a serializer compiled once per schema from the contract's JSON Schema
 * (fast-json-stringify, Fastify's own), instead of a zod parse and `JSON.stringify` per answer. Like
 * zod's, it writes only the properties the schema names, so nothing the contract leaves out (a
 * password hash, another organisation's field) can reach the browser, and a missing required field
 * fails the answer. A schema JSON Schema cannot express (a transform) keeps zod's serializer.
 *
 * fast-json-stringify coerces where zod refuses (a null for a string is written as ""): under
 * `checkWithContract`, which the tests turn on, every answer is also parsed by the zod schema first,
 * so a route that breaks its contract fails there rather than being smoothed over.
 */
export function compiledSerializerCompiler(options: {
  checkWithContract: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return (routeSchema) => {
    const checked = contractSerializerCompiler(routeSchema);
    const compiled = compiledFor(routeSchema.schema);
    if (!compiled) return checked;
    if (!options.checkWithContract) return compiled;
    return (data) => {
      checked(data);
      return compiled(data);
    };
  };
}
