import type { FastifyInstance } from 'fastify';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_SOCKET_PATH } from '../../contract/chat';
import { resolveCaller } from '../../http/resolve-caller';
import type { Services } from '../../services';

/** Close codes in the application range: the client shows the reason and stops reconnecting. */
export const CLOSE_UNAUTHORIZED = 4401;

/** Reads `{"body": "..."}`; anything else gets an error frame and changes nothing. */
export function parseChatFrame(raw: string): { body: string } | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { error: 'message must be JSON like {"body": "..."}' };
  }
  const body = (value as { body?: unknown } | null)?.body;
  if (typeof body !== 'string' || !body.trim()) return { error: 'body is required' };
  if (body.length > CHAT_MESSAGE_MAX_LENGTH)
    return { error: `body must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters` };
  return { body: body.trim() };
}

export function registerChatSocket(app: FastifyInstance, services: Services): void {
  app.get(CHAT_SOCKET_PATH, { websocket: true }, (socket, request) => {
    const token = (request.query as { token?: string }).token;
    const resolution = resolveCaller(services, token);
    if (resolution.kind !== 'ok' || resolution.caller.kind !== 'user') {
      socket.close(CLOSE_UNAUTHORIZED, 'Please log in first');
      return;
    }
    const userId = resolution.caller.user.id;
    const leave = services.chat.join(userId, socket);
    socket.on('message', (data: Buffer) => {
      const frame = parseChatFrame(data.toString('utf8'));
      if ('error' in frame) socket.send(JSON.stringify({ type: 'error', message: frame.error }));
      else services.chat.post(userId, 'user', frame.body);
    });
    socket.on('close', leave);
  });
}
