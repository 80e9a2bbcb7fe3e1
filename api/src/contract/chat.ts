import { Type } from '@sinclair/typebox';
import { defineOperation } from './define-operation';
import { Timestamp } from './common-schemas';

export const ChatMessage = Type.Object(
  {
    id: Type.Integer(),
    sender: Type.Union([Type.Literal('user'), Type.Literal('agent')]),
    body: Type.String(),
    created_at: Timestamp,
  },
  { $id: 'ChatMessage' },
);

/** The websocket carries the same ChatMessage objects; documented in the reference's description. */
export const CHAT_SOCKET_PATH = '/api/ws/chat';
export const CHAT_MESSAGE_MAX_LENGTH = 500;

export const listChatMessages = defineOperation({
  operationId: 'listChatMessages',
  method: 'get',
  path: '/api/chat/messages',
  tier: 'member',
  tag: 'customer-service',
  summary: 'My customer-service conversation, newest last; page back with before_id',
  description: `Live messages arrive over the websocket ${CHAT_SOCKET_PATH}?token=<token>[&lang=en|zh-CN] (the language of refusals; Accept-Language otherwise): send {"body": "..."} (1-${CHAT_MESSAGE_MAX_LENGTH} characters), receive ChatMessage objects (yours echoed, and the agent's replies).`,
  query: Type.Object(
    {
      before_id: Type.Optional(Type.Integer({ minimum: 1 })),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 30 })),
    },
    { additionalProperties: false },
  ),
  data: Type.Object({ list: Type.Array(ChatMessage), has_more: Type.Boolean() }),
});

export const chatOperations = [listChatMessages] as const;
