import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { OperationSpec } from '../contract/define-operation';
import type { Services } from '../services';
import { languageOf, render, say, text } from '../texts';
import { ApiError, InputError } from './api-error';
import type { Caller, FileReply, HtmlReply, Implementation } from './implement';
import { resolveCaller } from './resolve-caller';
import { routeSchema } from './validation';

declare module 'fastify' {
  // Module augmentation merges declarations, which only an interface can do.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    caller: Caller;
  }
}

/** Checks the operation's tier before the body is even parsed; refusals are envelopes. */
function tierHook(op: OperationSpec, services: Services) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const language = languageOf(request.headers['accept-language']);
    const resolution = resolveCaller(services, request.headers.authorization);
    if (resolution.kind === 'bad-signature') {
      // The spec's session case: the client logs out on HTTP 500.
      return reply
        .code(500)
        .send({ status_code: 500, message: say(language, 'session.loginExpired') });
    }
    if (resolution.kind === 'unusable') {
      if (op.tier !== 'public')
        return reply.send({
          code: 401,
          message: render({ key: resolution.text, params: {} }, language),
          data: null,
        });
      request.caller = { kind: 'visitor' };
      return;
    }
    const { caller } = resolution;
    request.caller = caller;
    if (op.tier === 'public') return;
    if (caller.kind === 'visitor')
      return reply.send({ code: 401, message: say(language, 'session.loginRequired'), data: null });
    if (op.tier === 'joined' && caller.user.is_check !== 2) {
      return reply.send({ code: 403, message: say(language, 'session.joinRequired'), data: null });
    }
  };
}

type BodyParser = (
  request: FastifyRequest,
  body: string,
  done: (error: Error | null, value?: unknown) => void,
) => void;

/**
 * An operation that takes its JSON as `text/plain` too (sendBeacon): the body Fastify read as
 * text is parsed by the server's own JSON parser (prototype-poisoning checks included) before
 * the contract validates it. Only that operation's route does this; others refuse text bodies.
 */
function textPlainJson(parseJson: BodyParser) {
  return async (request: FastifyRequest) => {
    if (typeof request.body !== 'string') return;
    if (!/^text\/plain\b/i.test(request.headers['content-type'] ?? '')) return;
    const body = request.body;
    request.body = await new Promise((resolve, reject) => {
      if (body === '') return resolve(undefined);
      parseJson(request, body, (error, value) => {
        if (error) reject(new InputError(text('request.jsonInvalid')));
        else resolve(value);
      });
    });
  };
}

async function sendFile(reply: FastifyReply, file: FileReply): Promise<FastifyReply> {
  const disposition = file.download ? 'attachment' : 'inline';
  reply.header(
    'content-disposition',
    `${disposition}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
  );
  reply.type(file.mime);
  const slash = file.filePath.lastIndexOf('/');
  return reply.sendFile(file.filePath.slice(slash + 1), file.filePath.slice(0, slash));
}

/**
 * Pages the API serves (a certificate's verification page) carry no script and load nothing:
 * inline styles and data: images only, and search engines are asked not to list them.
 */
export const HTML_PAGE_HEADERS = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
  'x-robots-tag': 'noindex',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
} as const;

function sendHtml(reply: FastifyReply, page: HtmlReply): FastifyReply {
  return reply
    .code(page.status)
    .headers(HTML_PAGE_HEADERS)
    .type('text/html; charset=utf-8')
    .send(page.html);
}

export function registerOperations(
  app: FastifyInstance,
  services: Services,
  contract: readonly OperationSpec[],
  implementations: readonly Implementation[],
): void {
  const byId = new Map(implementations.map((i) => [i.operation.operationId, i]));
  const missing = contract.filter((op) => !byId.has(op.operationId)).map((op) => op.operationId);
  const extra = implementations
    .filter((i) => !contract.includes(i.operation))
    .map((i) => i.operation.operationId);
  if (missing.length || extra.length) {
    throw new Error(
      `Contract and handlers disagree. Not implemented: [${missing}]. Not in the contract: [${extra}].`,
    );
  }
  // Every operation's onRequest hook sets it before anything reads it.
  app.decorateRequest('caller', null as never);
  const parseJson = app.getDefaultJsonParser('error', 'error') as BodyParser;
  for (const op of contract) {
    const impl = byId.get(op.operationId)!;
    app.route({
      method: op.method.toUpperCase() as 'GET',
      url: op.path.replace(/\{(\w+)\}/g, ':$1'),
      schema: {
        ...(op.body ? { body: routeSchema(op.body) } : {}),
        ...(op.query ? { querystring: routeSchema(op.query) } : {}),
        ...(op.params ? { params: routeSchema(op.params) } : {}),
      },
      ...(op.bodyLimitBytes ? { bodyLimit: op.bodyLimitBytes } : {}),
      onRequest: tierHook(op, services),
      ...(op.textPlainBody ? { preValidation: textPlainJson(parseJson) } : {}),
      handler: (async (request, reply) => {
        const language = languageOf(request.headers['accept-language']);
        try {
          const result = await impl.handler({
            body: request.body as never,
            query: (request.query ?? {}) as never,
            params: (request.params ?? {}) as never,
            caller: request.caller as never,
            services,
            language,
            request,
            reply,
          });
          if (op.binary) return sendFile(reply, result as FileReply);
          if (op.html) return sendHtml(reply, result as HtmlReply);
          return { code: op.successCode ?? 0, message: 'ok', data: result ?? null };
        } catch (error) {
          if (error instanceof ApiError) {
            // A file URL sits in an <img> or <video>: those need a real HTTP status to fail on.
            const message = render(error.text, language);
            if (op.binary || op.html) return reply.code(404).send({ status_code: 404, message });
            return { code: error.code, message, data: null };
          }
          throw error;
        }
      }) satisfies RouteHandlerMethod,
    });
  }
}
