import { listChatMessages } from '../../contract/chat';
import { implement } from '../../http/implement';

export const chatHandlers = [
  implement(listChatMessages, ({ query, caller, services }) =>
    services.chat.history(caller.user.id, query.before_id, query.limit ?? 30),
  ),
];
