import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { CHAT_MESSAGE_MAX_LENGTH } from '../contract/chat';
import { parseChatFrame } from '../features/chat/chat-socket';
import { findUser, type UserRow } from '../features/users/user-row';
import type { Services } from '../services';
import { AGENT_PAGE_SCRIPT } from './agent-page-script';
import { describeUser } from './demo-users';
import { formatTime, html, sendPage, type SafeHtml } from './layout';
import { DevPageError, bodyOf, optionalId, queryOf, requiredId, wantsJson } from './request-input';

const HISTORY_SIZE = 50;
const FRAME_SHAPE = '{"user_id": 1, "body": "..."}';

const agentLink = (userId: number): string => `/api/dev/agent?user_id=${userId}`;

function existingUser(services: Services, userId: number): UserRow {
  const user = findUser(services.db, userId);
  if (!user) throw new DevPageError(422, `user_id ${userId} is not an existing account`);
  return user;
}

/** The body rules are the user socket's own, so both sides accept exactly the same messages. */
function checkBody(body: unknown): string {
  const frame = parseChatFrame(JSON.stringify({ body: body ?? '' }));
  if ('error' in frame) throw new DevPageError(422, frame.error);
  return frame.body;
}

/** Posts an agent frame; answers the error to send back, if any. */
function postAgentFrame(services: Services, raw: string): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return `message must be JSON like ${FRAME_SHAPE}`;
  }
  const userId = (value as { user_id?: unknown } | null)?.user_id;
  if (
    typeof userId !== 'number' ||
    !Number.isSafeInteger(userId) ||
    !findUser(services.db, userId)
  ) {
    return 'user_id must be the id of an existing user';
  }
  const frame = parseChatFrame(raw);
  if ('error' in frame) return frame.error;
  services.chat.post(userId, 'agent', frame.body);
  return undefined;
}

function conversationList(services: Services): SafeHtml {
  const conversations = services.chat.conversations();
  return html`<section>
    <h2>Conversations <span id="live-status" class="muted">connecting…</span></h2>
    <ul class="list" id="conversations">
      ${conversations.map(
        (c) =>
          html`<li data-user-id="${c.user_id}">
            <a href="${agentLink(c.user_id)}"
              >${c.name || `User #${c.user_id}`}${c.mobile ? ` (${c.mobile})` : ''}</a
            ><span class="grow muted last">${c.last_body}</span
            ><span class="muted">${formatTime(c.last_at)}</span>
          </li>`,
      )}
    </ul>
    ${conversations.length ? null : html`<p id="no-conversations" class="muted">No conversations yet. A user starts one from the app's customer-service page.</p>`}
  </section>`;
}

function chatPanel(services: Services, user: UserRow): SafeHtml {
  const { list } = services.chat.history(user.id, undefined, HISTORY_SIZE);
  return html`<section id="chat" data-user-id="${user.id}">
    <h2>Chat with ${describeUser(user)}</h2>
    <ul class="list" id="history">
      ${list.map(
        (m) =>
          html`<li class="from-${m.sender}" title="${formatTime(m.created_at)}">
            <span class="bubble">${m.body}</span>
          </li>`,
      )}
    </ul>
    <form id="reply" method="post" action="/api/dev/agent/reply">
      <input type="hidden" name="user_id" value="${user.id}" />
      <p>
        <textarea
          name="body"
          rows="2"
          required
          maxlength="${CHAT_MESSAGE_MAX_LENGTH}"
          placeholder="Reply as the agent"
        ></textarea>
      </p>
      <div class="actions"><button>Send</button></div>
    </form>
  </section>`;
}

export function registerAgentPage(scope: FastifyInstance, services: Services): void {
  scope.get('/api/dev/agent', (request, reply) => {
    const userId = optionalId(queryOf(request), 'user_id');
    const user = userId === undefined ? undefined : findUser(services.db, userId);
    if (userId !== undefined && !user) throw new DevPageError(404, `No user #${userId} exists.`);
    return sendPage(reply, {
      title: 'Customer service',
      body: html`${conversationList(services)}${user ? chatPanel(services, user) : null}`,
      script: AGENT_PAGE_SCRIPT,
    });
  });

  // Without JavaScript the reply form posts here.
  scope.post('/api/dev/agent/reply', (request, reply) => {
    const fields = bodyOf(request);
    const userId = requiredId(fields, 'user_id');
    const body = checkBody(fields.body);
    existingUser(services, userId);
    const message = services.chat.post(userId, 'agent', body);
    if (wantsJson(request)) return { message };
    return reply.redirect(agentLink(userId), 303);
  });

  scope.get('/api/dev/ws/agent', { websocket: true }, (socket: WebSocket) => {
    const leave = services.chat.joinAsAgent(socket);
    socket.on('message', (data: Buffer) => {
      const error = postAgentFrame(services, data.toString('utf8'));
      if (error) socket.send(JSON.stringify({ type: 'error', message: error }));
    });
    socket.on('close', leave);
  });
}
