import { useCallback, useEffect, useRef, useState } from 'react';
import type { ContractData } from 'shared/request';
import { requestConfig } from 'shared/request';
import { useSessionStore } from 'shared/session';

export type ChatMessage = ContractData<'get', '/api/chat/messages'>['list'][number];
export type ChatStatus = 'connecting' | 'open' | 'reconnecting' | 'refused';

/** The API's close code for a token it does not accept: reconnecting would not help. */
const CLOSE_UNAUTHORIZED = 4401;
const MAX_BACKOFF_MS = 30_000;

function socketUrl(token: string): string {
  const base = requestConfig().baseURL.replace(/\/+$/, '') || window.location.origin;
  return `${base.replace(/^http/, 'ws')}/api/ws/chat?token=${encodeURIComponent(token)}`;
}

/**
 * The customer-service websocket: connects with the session's token, hands every message to
 * `onMessage`, and reconnects by itself after a drop (1 s, 2 s, 4 s … up to 30 s), except when
 * the server refused the token.
 */
export function useChatSocket(onMessage: (message: ChatMessage) => void) {
  const token = useSessionStore((state) => state.token);
  const [status, setStatus] = useState<ChatStatus>('connecting');
  const socket = useRef<WebSocket | null>(null);
  const handler = useRef(onMessage);
  handler.current = onMessage;

  useEffect(() => {
    if (!token || typeof WebSocket === 'undefined') return;
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      const ws = new WebSocket(socketUrl(token));
      socket.current = ws;
      ws.onopen = () => {
        attempt = 0;
        setStatus('open');
      };
      ws.onmessage = (event: MessageEvent<string>) => {
        try {
          const frame = JSON.parse(event.data) as Partial<ChatMessage> & { type?: string };
          if (typeof frame.id === 'number' && typeof frame.body === 'string') {
            handler.current(frame as ChatMessage);
          }
        } catch {
          // Not a message frame; nothing to show.
        }
      };
      ws.onclose = (event) => {
        socket.current = null;
        if (stopped) return;
        if (event.code === CLOSE_UNAUTHORIZED) {
          setStatus('refused');
          return;
        }
        setStatus('reconnecting');
        timer = setTimeout(connect, Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt++));
      };
    };
    setStatus('connecting');
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket.current?.close();
      socket.current = null;
    };
  }, [token]);

  const send = useCallback((body: string): boolean => {
    const ws = socket.current;
    if (!ws || ws.readyState !== WebSocket.OPEN) return false;
    ws.send(JSON.stringify({ body }));
    return true;
  }, []);

  return { status, send };
}
