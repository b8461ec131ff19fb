import { apiErrorSchema } from '@shared/contract';

/** The error answers a route can give, for its response schema and the OpenAPI document. */
export function errorResponses<const Codes extends readonly number[]>(...codes: Codes) {
  return Object.fromEntries(codes.map((code) => [code, apiErrorSchema])) as Record<
    Codes[number],
    typeof apiErrorSchema
  >;
}
