import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { compiledSerializerCompiler } from '@server/http/compiled-serializer';

const answerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  note: z.string().nullable(),
  tags: z.array(z.enum(['a', 'b'])),
});

type Serialize = (data: unknown) => string;
const compile = (checkWithContract: boolean, schema: z.ZodType = answerSchema): Serialize =>
  compiledSerializerCompiler({ checkWithContract })({
    schema,
    method: 'GET',
    url: '/answer',
    httpStatus: '200',
  } as Parameters<ReturnType<typeof compiledSerializerCompiler>>[0]) as Serialize;

const valid = { id: 7, name: 'Nordwind', note: null, tags: ['a'] };

describe('the compiled answer serializer', () => {
  it.each([true, false])('writes a valid answer as JSON.stringify would (checked: %s)', (checked) => {
    expect(JSON.parse(compile(checked)(valid))).toEqual(valid);
  });

  it.each([true, false])('leaves out every property the contract does not name (checked: %s)', (checked) => {
    const written = JSON.parse(compile(checked)({ ...valid, passwordHash: 'secret', totpSecret: 'x' }));
    expect(written).toEqual(valid);
  });

  it.each([true, false])('fails an answer without a required field (checked: %s)', (checked) => {
    const { name: _name, ...withoutName } = valid;
    expect(() => compile(checked)(withoutName)).toThrow();
  });

  it('fails, when checked, an answer the compiled serializer alone would coerce into shape', () => {
    const nullName = { ...valid, name: null };
    expect(() => compile(true)(nullName)).toThrow();
    // What the check is there for: unchecked, the null is written as an empty string.
    expect(JSON.parse(compile(false)(nullName)).name).toBe('');
  });

  it('keeps the contract serializer for a schema JSON Schema cannot express', () => {
    const withDate = z.object({ at: z.date() });
    expect(() => z.toJSONSchema(withDate)).toThrow();
    const at = new Date('2026-11-26T10:00:00.000Z');
    expect(JSON.parse(compile(false, withDate)({ at }))).toEqual({ at: '2026-11-26T10:00:00.000Z' });
    expect(() => compile(false, withDate)({ at: 'not a date' })).toThrow();
  });

  it('compiles a schema once, for every route and app that answers with it', () => {
    expect(compile(false)).toBe(compile(false));
    const otherSchema = z.object({ id: z.number().int() });
    expect(compile(false, otherSchema)).not.toBe(compile(false));
    expect(compile(false, otherSchema)({ ...valid })).toBe('{"id":7}');
  });
});

// The compiler's type is Fastify's: a schema compiler keyed by route, not zod's.
export type _CompilerIsFastifys = FastifySchemaCompiler<z.ZodType>;
