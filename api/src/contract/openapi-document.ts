import type { TSchema } from '@sinclair/typebox';
import { ORIGIN_REFUSED_CODE } from '../http/browser-origins';
import { TEXTS } from '../texts';
import type { OperationSpec } from './define-operation';
import { operations } from './index';
import { CHAT_SOCKET_PATH } from './chat';

type JsonSchema = { [key: string]: unknown };

const TIER_TEXT: Record<OperationSpec['tier'], string> = {
  public: 'Anyone, visitor or logged in.',
  member: 'Logged in, whatever the join state (is_check 0, 1 or 2).',
  joined: 'Logged in and joined a team (is_check 2).',
};

/** TypeBox schemas carry symbols; a JSON round trip leaves plain JSON Schema. */
function plain(schema: TSchema): JsonSchema {
  return JSON.parse(JSON.stringify(schema)) as JsonSchema;
}

/** Moves every schema with an `$id` into components and leaves a `$ref` in its place. */
function extractComponents(
  node: unknown,
  components: Record<string, JsonSchema>,
  isRoot = false,
): unknown {
  if (Array.isArray(node)) return node.map((n) => extractComponents(n, components));
  if (node === null || typeof node !== 'object') return node;
  const obj = node as JsonSchema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(obj)) {
    if (key === '$id') continue;
    out[key] = extractComponents(value, components);
  }
  const id = obj.$id;
  if (typeof id === 'string' && !isRoot) {
    components[id] = out;
    return { $ref: `#/components/schemas/${id}` };
  }
  return out;
}

function envelope(op: OperationSpec, components: Record<string, JsonSchema>): JsonSchema {
  const code = op.successCode ?? 0;
  return {
    type: 'object',
    required: ['code', 'message', 'data'],
    properties: {
      code: {
        const: code,
        description: code === '0' ? 'the string "0" on success' : '0 on success',
      },
      message: { type: 'string' },
      data: extractComponents(plain(op.data), components),
    },
  };
}

function parameters(op: OperationSpec, components: Record<string, JsonSchema>): JsonSchema[] {
  const result: JsonSchema[] = [];
  for (const [location, schema] of [
    ['path', op.params],
    ['query', op.query],
  ] as const) {
    if (!schema) continue;
    const required = new Set(schema.required ?? []);
    for (const [name, prop] of Object.entries(schema.properties)) {
      const p = extractComponents(plain(prop), components) as JsonSchema;
      result.push({
        name,
        in: location,
        required: location === 'path' || required.has(name),
        ...(typeof p.description === 'string' ? { description: p.description } : {}),
        schema: p,
      });
    }
  }
  return result;
}

function requestBody(
  op: OperationSpec,
  components: Record<string, JsonSchema>,
): JsonSchema | undefined {
  if (op.body) {
    const schema = extractComponents(plain(op.body), components);
    return {
      required: true,
      content: {
        'application/json': { schema },
        ...(op.textPlainBody ? { 'text/plain': { schema } } : {}),
      },
    };
  }
  if (op.multipart) {
    const properties = Object.fromEntries(
      Object.entries(op.multipart.fields).map(([name, f]) => [
        name,
        f.binary
          ? { type: 'string', format: 'binary', description: f.description }
          : { type: 'string', description: f.description },
      ]),
    );
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', required: Object.keys(properties), properties },
        },
      },
    };
  }
  return undefined;
}

function operationObject(op: OperationSpec, components: Record<string, JsonSchema>): JsonSchema {
  const refusals = op.refusals?.length
    ? `\n\nRefusals (HTTP 200, code 1; shown in English, written in the reader's language): ${op.refusals.map((r) => `"${TEXTS[r].en}"`).join('; ')}.`
    : '';
  const success = op.binary
    ? {
        description: 'the file',
        content: {
          [op.mime ?? 'application/octet-stream']: { schema: { type: 'string', format: 'binary' } },
        },
      }
    : op.html
      ? {
          description: 'an HTML page for a browser (no script; a strict Content-Security-Policy)',
          content: { 'text/html': { schema: { type: 'string' } } },
        }
      : {
          description: 'the envelope; `code` other than 0 is a refusal',
          content: { 'application/json': { schema: envelope(op, components) } },
        };
  const body = requestBody(op, components);
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    description: `${op.description ?? op.summary}\n\nAccess: ${TIER_TEXT[op.tier]}${refusals}`,
    'x-tier': op.tier,
    ...(op.tier === 'public' ? {} : { security: [{ token: [] }] }),
    parameters: parameters(op, components),
    ...(body ? { requestBody: body } : {}),
    responses: {
      '200': success,
      ...(op.bodyLimitBytes
        ? { '413': statusReply(413, `the body is over ${op.bodyLimitBytes / 1024} KB`) }
        : {}),
      '422': {
        description: 'the request does not match the contract; `message` names the field',
        content: {
          'application/json': { schema: { $ref: '#/components/schemas/ValidationError' } },
        },
      },
      ...(op.html || op.binary
        ? {
            '404': statusReply(
              404,
              'unknown id (an HTML page instead when Accept asks for text/html)',
            ),
          }
        : {}),
      ...(op.tooManyRequests ? { '429': statusReply(429, op.tooManyRequests) } : {}),
      ...(op.unavailable ? { '503': statusReply(503, op.unavailable) } : {}),
    },
  };
}

/** An HTTP error status with `{status_code, message}`, as the 422 replies carry. */
function statusReply(status: number, description: string): JsonSchema {
  return {
    description,
    content: {
      'application/json': {
        schema: {
          type: 'object',
          required: ['status_code', 'message'],
          properties: { status_code: { const: status }, message: { type: 'string' } },
        },
      },
    },
  };
}

export function buildOpenApiDocument(
  version: string,
  ops: readonly OperationSpec[] = operations,
): JsonSchema {
  const components: Record<string, JsonSchema> = {
    ValidationError: {
      type: 'object',
      required: ['status_code', 'message'],
      properties: { status_code: { const: 422 }, message: { type: 'string' } },
    },
  };
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const op of ops) {
    const item = (paths[op.path] ??= {});
    item[op.method] = operationObject(op, components);
  }
  const sortedComponents = Object.fromEntries(
    Object.entries(components).sort(([a], [b]) => a.localeCompare(b)),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Staff learning API',
      version,
      description: [
        'The contract between the app and its backend. Every reply is an envelope `{code, message, data}`; `code` 0 (the string "0" for /api/me) is success.',
        'Refusals answer HTTP 200: `code` 401 (no, invalid, expired or revoked token on a protected call), 403 (not joined a team yet, or not allowed), 404 (unknown id), 1 (a business rule, with a message a person understands).',
        'Bad input answers HTTP 422 `{status_code: 422, message}`. A token whose signature cannot be verified answers HTTP 500 (the client logs out).',
        `A browser page whose origin the API does not allow (API_CORS_ORIGINS; in development any http://localhost:<port> and http://127.0.0.1:<port> too) is answered HTTP 403 \`{status_code: 403, code: '${ORIGIN_REFUSED_CODE}', message}\`, readable by that page, and the request is not carried out.`,
        'Send the token as `Authorization: <token>` (or the word `visitor`), and `X-Channel: wechat | h5`.',
        'Texts the server writes (refusal and 422 messages, order titles, points reasons, notices, labels) come in the language of `Accept-Language`: English when its first English or Chinese range is English (`en`, `en-US`), Chinese otherwise (`zh`, `zh-CN`, absent header). Content (course titles, news, names) is returned as written.',
        `Customer-service chat: websocket ${CHAT_SOCKET_PATH}?token=<token>.`,
      ].join('\n\n'),
    },
    tags: [...new Set(ops.map((o) => o.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: sortedComponents,
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
    },
  };
}
