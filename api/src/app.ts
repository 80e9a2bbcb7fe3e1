import fastifyCors from '@fastify/cors';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { LogController, type FastifyError, type FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { ApiConfig } from './config';
import { operations } from './contract';
import { buildOpenApiDocument } from './contract/openapi-document';
import { UPLOAD_RULES } from './contract/uploads';
import type { Db } from './db/open-database';
import { noteWrite } from './db/read-cache';
import { registerDevPages } from './dev/register-dev-pages';
import { implementations } from './features';
import { registerChatSocket } from './features/chat/chat-socket';
import { ApiError, InputError, StatusError } from './http/api-error';
import { refuseForeignOrigins } from './http/browser-origins';
import { registerOperations } from './http/register-operations';
import { describeValidationError, validatorCompiler } from './http/validation';
import { apiRoot } from './paths';
import { languageOf, render, say, text, type Text } from './texts';
import { createServices, type Services } from './services';

const BODY_LIMIT_BYTES = 1024 * 1024;

function apiVersion(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(`${apiRoot}/package.json`) as { version: string }).version;
}

function inputErrorText(error: FastifyError): Text {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return text('request.jsonMediaType');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return text('request.jsonInvalid');
    default:
      return text('request.invalid', { detail: error.message });
  }
}

/** Every failure leaves here as the spec's client expects it: envelope, 422, or (never) 500. */
function setErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((thrown: Error, request, reply) => {
    const language = languageOf(request.headers['accept-language']);
    if (thrown instanceof InputError)
      return reply.code(422).send({ status_code: 422, message: render(thrown.text, language) });
    if (thrown instanceof StatusError) {
      return reply
        .code(thrown.status)
        .send({ status_code: thrown.status, message: render(thrown.text, language) });
    }
    if (thrown instanceof ApiError)
      return reply.send({ code: thrown.code, message: render(thrown.text, language), data: null });
    const error = thrown as FastifyError;
    if (error.validation) {
      const problem = describeValidationError(error.validation, error.validationContext ?? 'body');
      return reply.code(422).send({ status_code: 422, message: render(problem, language) });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      // The route's own limit when it has one (client reports: 64 KB).
      const limit = request.routeOptions.bodyLimit ?? BODY_LIMIT_BYTES;
      return reply.code(413).send({
        status_code: 413,
        message: say(language, 'server.tooLarge', { limit: Math.round(limit / 1024) }),
      });
    }
    if (status >= 400 && status < 500) {
      return reply
        .code(422)
        .send({ status_code: 422, message: render(inputErrorText(error), language) });
    }
    request.log.error(error);
    return reply.code(500).send({ status_code: 500, message: say(language, 'server.failed') });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      status_code: 404,
      message: say(languageOf(request.headers['accept-language']), 'server.noEndpoint', {
        method: request.method,
        path: request.url.split('?')[0] ?? '',
      }),
    }),
  );
}

/** JSON bodies as usual, except that an empty body is "no body" rather than an error. */
function acceptEmptyJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });
}

export async function buildApp(
  config: ApiConfig,
  db: Db,
): Promise<{ app: FastifyInstance; services: Services }> {
  const version = apiVersion();
  const services = createServices(config, db, version);
  const app = Fastify({
    logger: { level: config.logLevel },
    // Errors are logged by the error handler; a line per request would cost more than the request.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    // Fuzzed ids and keywords can be long; refuse absurd URLs with a message instead of a reset.
    routerOptions: { maxParamLength: 500 },
  });
  app.setValidatorCompiler(validatorCompiler);
  acceptEmptyJson(app);
  setErrorHandling(app);

  // Every origin gets CORS headers, so a page the API refuses can read why (a 403 naming its
  // origin) instead of a bare network failure; the hook after it refuses those requests unrun.
  await app.register(fastifyCors, {
    origin: true,
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Channel', 'Accept-Language'],
    maxAge: 600,
  });
  refuseForeignOrigins(app, config);
  await app.register(fastifyStatic, { root: apiRoot, serve: false });
  await app.register(fastifyMultipart, {
    limits: {
      files: 1,
      fields: 5,
      fileSize: Math.max(...Object.values(UPLOAD_RULES).map((r) => r.maxBytes)),
    },
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: 16 * 1024 } });

  const document = buildOpenApiDocument(version);
  app.get('/api/openapi.json', async () => document);
  // swagger-ui reads the document from the decorator @fastify/swagger would add; that plugin would
  // generate a second document from the routes, and the contract is the only one.
  await app.register(
    fastifyPlugin(
      async (instance) => {
        instance.decorate('swagger', () => document);
      },
      { name: '@fastify/swagger' },
    ),
  );
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });

  // A write invalidates cached lists before its handler runs and again once it has answered.
  const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
  app.addHook('preHandler', async (request) => {
    if (isWrite(request.method)) noteWrite(db);
  });
  app.addHook('onResponse', async (request) => {
    if (isWrite(request.method)) noteWrite(db);
  });
  registerOperations(app, services, operations, implementations);
  registerChatSocket(app, services);
  if (config.mode === 'development') registerDevPages(app, services);
  return { app, services };
}
