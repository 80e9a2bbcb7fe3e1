import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage } from './use-chat-socket';

/** A message of mine shown at once, before the server has echoed it back. */
export type Outgoing = {
  key: string;
  body: string;
  state: 'sending' | 'failed';
  /** When it was (last) sent, in milliseconds. */
  sentAt: number;
};

/** Without an echo this long after sending, a message is shown as not sent. */
export const SEND_TIMEOUT_MS = 15_000;

/**
 * Messages I sent that the server has not echoed yet: shown at once as sending, replaced by the
 * server's copy when it comes back (matched by text, oldest first), marked failed when the server
 * rejects one, the connection drops, or no echo comes in time; a failed one can be sent again.
 */
export function useOutbox() {
  const [items, setItems] = useState<Outgoing[]>([]);
  const counter = useRef(0);

  const add = useCallback((body: string, sent: boolean) => {
    counter.current += 1;
    const key = `outgoing-${counter.current}`;
    setItems((list) => [
      ...list,
      { key, body, state: sent ? 'sending' : 'failed', sentAt: Date.now() },
    ]);
  }, []);

  const resent = useCallback((key: string, sent: boolean) => {
    setItems((list) =>
      list.map((item) =>
        item.key === key
          ? { ...item, state: sent ? 'sending' : 'failed', sentAt: Date.now() }
          : item,
      ),
    );
  }, []);

  /** The server's copy of one of mine arrived: the oldest sending one with its text is done. */
  const delivered = useCallback((message: ChatMessage) => {
    setItems((list) => {
      const index = list.findIndex(
        (item) => item.state === 'sending' && item.body === message.body,
      );
      return index === -1 ? list : list.filter((_, i) => i !== index);
    });
  }, []);

  /** The server refused the oldest message in flight. */
  const rejected = useCallback(() => {
    setItems((list) => {
      const index = list.findIndex((item) => item.state === 'sending');
      return list.map((item, i) => (i === index ? { ...item, state: 'failed' } : item));
    });
  }, []);

  /** The connection dropped: nothing in flight can be counted on. */
  const dropped = useCallback(() => {
    setItems((list) =>
      list.some((item) => item.state === 'sending')
        ? list.map((item) => (item.state === 'sending' ? { ...item, state: 'failed' } : item))
        : list,
    );
  }, []);

  // The oldest message in flight fails when its echo is overdue.
  const oldest = items.find((item) => item.state === 'sending');
  const overdueKey = oldest?.key;
  const overdueAt = oldest ? oldest.sentAt + SEND_TIMEOUT_MS : 0;
  useEffect(() => {
    if (overdueKey === undefined) return undefined;
    const timer = setTimeout(
      () =>
        setItems((list) =>
          list.map((item) =>
            item.key === overdueKey && item.state === 'sending'
              ? { ...item, state: 'failed' }
              : item,
          ),
        ),
      Math.max(0, overdueAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [overdueKey, overdueAt]);

  return { items, add, resent, delivered, rejected, dropped };
}
