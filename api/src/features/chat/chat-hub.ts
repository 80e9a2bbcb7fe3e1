import type { Static } from '@sinclair/typebox';
import type { ChatMessage } from '../../contract/chat';
import type { Db } from '../../db/open-database';
import { nowSeconds } from '../../clock';
import type { Language } from '../../texts';
import { displayName, nameColumns, type NamedPerson } from '../users/display-name';

export type ChatMessageView = Static<typeof ChatMessage>;

/** The slice of a websocket the hub needs; lets tests use fakes. */
export type ChatPeer = { send(data: string): void };

export type ChatEvent = { type: 'message'; user_id: number; message: ChatMessageView };

/** Stores conversation messages and fans them out to the user's open sockets and to agents. */
export class ChatHub {
  private readonly users = new Map<number, Set<ChatPeer>>();
  private readonly agents = new Set<ChatPeer>();

  constructor(private readonly db: Db) {}

  join(userId: number, peer: ChatPeer): () => void {
    const peers = this.users.get(userId) ?? new Set();
    peers.add(peer);
    this.users.set(userId, peers);
    return () => {
      peers.delete(peer);
      if (!peers.size) this.users.delete(userId);
    };
  }

  joinAsAgent(peer: ChatPeer): () => void {
    this.agents.add(peer);
    return () => this.agents.delete(peer);
  }

  post(userId: number, sender: 'user' | 'agent', body: string): ChatMessageView {
    const created_at = nowSeconds();
    const { lastInsertRowid } = this.db
      .prepare('INSERT INTO chat_messages (user_id, sender, body, created_at) VALUES (?, ?, ?, ?)')
      .run(userId, sender, body, created_at);
    const message: ChatMessageView = { id: Number(lastInsertRowid), sender, body, created_at };
    const event = JSON.stringify({ type: 'message', user_id: userId, message } satisfies ChatEvent);
    for (const peer of [...(this.users.get(userId) ?? []), ...this.agents]) peer.send(event);
    return message;
  }

  history(
    userId: number,
    beforeId: number | undefined,
    limit: number,
  ): { list: ChatMessageView[]; has_more: boolean } {
    const rows = this.db
      .prepare<[number, number, number], ChatMessageView>(
        `SELECT id, sender, body, created_at FROM chat_messages
         WHERE user_id = ? AND id < ? ORDER BY id DESC LIMIT ?`,
      )
      .all(userId, beforeId ?? Number.MAX_SAFE_INTEGER, limit + 1);
    return { list: rows.slice(0, limit).reverse(), has_more: rows.length > limit };
  }

  /** Conversations for the agent page, most recent first. */
  conversations(language: Language = 'en'): {
    user_id: number;
    name: string;
    mobile: string;
    last_body: string;
    last_at: number;
  }[] {
    const rows = this.db
      .prepare(
        `SELECT m.user_id, ${nameColumns('u')}, m.body AS last_body, m.created_at AS last_at
         FROM chat_messages m JOIN users u ON u.id = m.user_id
         WHERE m.id IN (SELECT MAX(id) FROM chat_messages GROUP BY user_id)
         ORDER BY m.id DESC LIMIT 50`,
      )
      .all() as (NamedPerson & { user_id: number; last_body: string; last_at: number })[];
    return rows.map((r) => ({
      user_id: r.user_id,
      name: displayName(r, language),
      mobile: r.mobile ?? '',
      last_body: r.last_body,
      last_at: r.last_at,
    }));
  }
}
