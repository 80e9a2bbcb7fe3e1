import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { html, sendPage } from './layout';
import { DevPageError, wantsJson } from './request-input';

const TITLES: Record<number, string> = {
  403: 'Not allowed',
  404: 'Not found',
  409: 'Not possible now',
  422: 'Invalid input',
  500: 'Something went wrong',
  502: 'Refused downstream',
};

export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
): FastifyReply {
  if (wantsJson(request)) return reply.code(status).send({ status_code: status, message });
  return sendPage(
    reply,
    {
      title: TITLES[status] ?? 'Error',
      body: html`<section>
        <p class="notice bad">${message}</p>
        <p class="muted">Nothing was changed. <a href="/api/dev">Back to the dev tools</a></p>
      </section>`,
    },
    { status },
  );
}

/** Dev pages answer in their own format: a readable page, or `{status_code, message}` JSON. */
export function handleDevError(
  error: FastifyError | DevPageError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof DevPageError)
    return sendProblem(request, reply, error.status, error.message);
  const status = error.statusCode ?? 500;
  // Unreadable bodies, wrong content types and the like are the sender's input problem.
  if (status >= 400 && status < 500) return sendProblem(request, reply, 422, error.message);
  request.log.error(error);
  return sendProblem(request, reply, 500, 'The dev page failed; see the API log');
}
