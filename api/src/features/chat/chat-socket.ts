import type { FastifyInstance } from 'fastify';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_SOCKET_PATH } from '../../contract/chat';
import { resolveCaller } from '../../http/resolve-caller';
import type { Services } from '../../services';
import { languageOf, say, type Language } from '../../texts';

/** Close codes in the application range: the client shows the reason and stops reconnecting. */
export const CLOSE_UNAUTHORIZED = 4401;

/** Reads `{"body": "..."}`; anything else gets an error frame and changes nothing. */
export function parseChatFrame(
  raw: string,
  language: Language = 'en',
): { body: string } | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { error: say(language, 'chat.frameJson') };
  }
  const body = (value as { body?: unknown } | null)?.body;
  if (typeof body !== 'string' || !body.trim())
    return { error: say(language, 'chat.bodyRequired') };
  if (body.length > CHAT_MESSAGE_MAX_LENGTH)
    return { error: say(language, 'chat.bodyTooLong', { max: CHAT_MESSAGE_MAX_LENGTH }) };
  return { body: body.trim() };
}

export function registerChatSocket(app: FastifyInstance, services: Services): void {
  app.get(CHAT_SOCKET_PATH, { websocket: true }, (socket, request) => {
    const { token, lang } = request.query as { token?: string; lang?: string };
    // A browser's WebSocket cannot set headers: the page may name its language as ?lang=.
    const language = languageOf(lang ?? request.headers['accept-language']);
    const resolution = resolveCaller(services, token);
    if (resolution.kind !== 'ok' || resolution.caller.kind !== 'user') {
      socket.close(CLOSE_UNAUTHORIZED, say(language, 'session.loginRequired'));
      return;
    }
    const userId = resolution.caller.user.id;
    const leave = services.chat.join(userId, socket);
    socket.on('message', (data: Buffer) => {
      const frame = parseChatFrame(data.toString('utf8'), language);
      if ('error' in frame) socket.send(JSON.stringify({ type: 'error', message: frame.error }));
      else services.chat.post(userId, 'user', frame.body);
    });
    socket.on('close', leave);
  });
}
