import type { FastifyInstance, InjectOptions } from 'fastify';

type HTTPMethods = NonNullable<InjectOptions['method']>;

/** One operation of the OpenAPI document, with a request that passes its validation. */
export interface Operation {
  method: HTTPMethods;
  /** The path as the router knows it, path parameters filled in. */
  url: string;
  /** `METHOD /path/{param}` as the document names it. */
  name: string;
  query: Record<string, string>;
  body: unknown;
  hasOrganisationId: boolean;
}

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minimum?: number;
  minLength?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** The smallest value that a JSON schema accepts, for walking routes with requests that pass validation. */
export function sampleOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sampleOf(variant);
  const type = Array.isArray(schema.type) ? schema.type.find((candidate) => candidate !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, sampleOf(schema.properties?.[key])]));
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'string':
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return undefined;
  }
}

/** Every operation of the app's generated OpenAPI document. */
export function operationsOf(app: FastifyInstance): Operation[] {
  const document = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const url = path.replace(/\{([^}]+)\}/g, (_, name: string) =>
        encodeURIComponent(String(sampleOf(parameters.find((p) => p.name === name)?.schema) ?? '1')),
      );
      const query = Object.fromEntries(
        parameters
          .filter((p) => p.in === 'query' && (p.required || p.name === 'organisationId'))
          .map((p) => [p.name, String(sampleOf(p.schema))]),
      );
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const sampled = sampleOf(bodySchema);
      // An optional organisationId is sampled too, as in the query, so the organisation check gets walked.
      const body =
        bodySchema?.properties?.organisationId && typeof sampled === 'object' && sampled !== null
          ? { ...sampled, organisationId: 1 }
          : sampled;
      const hasOrganisationId =
        parameters.some((p) => p.name === 'organisationId') || Boolean(bodySchema?.properties?.organisationId);
      operations.push({
        method: method.toUpperCase() as HTTPMethods,
        url,
        name: `${method.toUpperCase()} ${path}`,
        query,
        body,
        hasOrganisationId,
      });
    }
  }
  return operations;
}
