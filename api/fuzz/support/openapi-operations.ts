import fs from 'node:fs';
import path from 'node:path';

/** The subset of JSON Schema the contract uses for requests. */
export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
  description?: string;
  $ref?: string;
};

export type Tier = 'public' | 'member' | 'joined';

export type FuzzOperation = {
  operationId: string;
  method: string;
  /** `/api/orders/{id}` */
  path: string;
  tier: Tier;
  pathParams: Record<string, Schema>;
  query: Schema | undefined;
  /** JSON body schema; undefined when the operation takes none. */
  body: Schema | undefined;
  bodyRequired: boolean;
  multipart: boolean;
  /** The JSON body may come as text/plain too (what sendBeacon sends). */
  textPlain: boolean;
  /**
   * What a success (HTTP 200) is, from the document: 'application/json' (the envelope),
   * 'text/html' (a page) or a file's type (bytes).
   */
  successType: string;
};

type OpenApiParameter = { name: string; in: string; required?: boolean; schema: Schema };
type OpenApiOperation = {
  operationId: string;
  'x-tier': Tier;
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
};
type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, Schema> };
};

export const OPENAPI_FILE = path.resolve(__dirname, '..', '..', 'openapi.json');

/** Inlines `#/components/schemas/*` references (the request schemas barely use them). */
function resolveRefs(schema: unknown, components: Record<string, Schema>, depth = 0): unknown {
  if (Array.isArray(schema)) return schema.map((s) => resolveRefs(s, components, depth));
  if (!schema || typeof schema !== 'object') return schema;
  const record = schema as Record<string, unknown>;
  if (typeof record.$ref === 'string' && depth < 20) {
    const name = record.$ref.replace('#/components/schemas/', '');
    return resolveRefs(components[name], components, depth + 1);
  }
  return Object.fromEntries(
    Object.entries(record).map(([k, v]) => [k, resolveRefs(v, components, depth)]),
  );
}

/** Every operation of the contract, read from api/openapi.json at run time. */
export function loadOperations(file = OPENAPI_FILE): FuzzOperation[] {
  const document = JSON.parse(fs.readFileSync(file, 'utf8')) as OpenApiDocument;
  const components = document.components?.schemas ?? {};
  const operations: FuzzOperation[] = [];
  for (const [pathname, methods] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const op = resolveRefs(raw, components) as OpenApiOperation;
      const params = op.parameters ?? [];
      const queryParams = params.filter((p) => p.in === 'query');
      const json = op.requestBody?.content['application/json'];
      operations.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path: pathname,
        tier: op['x-tier'],
        pathParams: Object.fromEntries(
          params.filter((p) => p.in === 'path').map((p) => [p.name, p.schema]),
        ),
        query: queryParams.length
          ? {
              type: 'object',
              properties: Object.fromEntries(queryParams.map((p) => [p.name, p.schema])),
              required: queryParams.filter((p) => p.required).map((p) => p.name),
            }
          : undefined,
        body: json?.schema,
        bodyRequired: Boolean(op.requestBody?.required),
        multipart: Boolean(op.requestBody?.content['multipart/form-data']),
        textPlain: Boolean(op.requestBody?.content['text/plain']),
        successType: Object.keys(op.responses?.['200']?.content ?? {})[0] ?? 'application/json',
      });
    }
  }
  return operations;
}

export function fillPath(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encodeURIComponent(String(values[name])),
  );
}
