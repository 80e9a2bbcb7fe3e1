import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveLanguage, type Language } from 'shared/i18n';
import type { ContractData } from 'shared/request';
import { requestConfig } from 'shared/request';
import { useSessionStore } from 'shared/session';

export type ChatMessage = ContractData<'get', '/api/chat/messages'>['list'][number];
export type ChatStatus = 'connecting' | 'open' | 'reconnecting' | 'refused';

/** The API's close code for a token it does not accept: reconnecting would not help. */
const CLOSE_UNAUTHORIZED = 4401;
const MAX_BACKOFF_MS = 30_000;

/** The socket's address: a browser's WebSocket cannot send Accept-Language, so `lang` says it. */
function socketUrl(token: string, language: Language): string {
  const base = requestConfig().baseURL.replace(/\/+$/, '') || window.location.origin;
  return `${base.replace(/^http/, 'ws')}/api/ws/chat?token=${encodeURIComponent(token)}&lang=${language}`;
}

const isMessage = (value: unknown): value is ChatMessage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ChatMessage).id === 'number' &&
  typeof (value as ChatMessage).body === 'string';

export type ChatFrame = { kind: 'message'; message: ChatMessage } | { kind: 'error' };

/**
 * What a frame from the server says. The server wraps each message in an event,
 * `{"type": "message", "user_id": …, "message": {…}}`; a bare message is read too. A frame it
 * could not accept comes back as `{"type": "error", "message": "…"}`.
 */
export function readChatFrame(data: string): ChatFrame | null {
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof frame !== 'object' || frame === null) return null;
  const { type, message } = frame as { type?: unknown; message?: unknown };
  if (type === 'error') return { kind: 'error' };
  if (isMessage(message)) return { kind: 'message', message };
  if (isMessage(frame)) return { kind: 'message', message: frame };
  return null;
}

export type ChatSocketHandlers = {
  /** A message of the conversation: mine echoed back, or the agent's. */
  onMessage: (message: ChatMessage) => void;
  /** The server did not accept the last message sent. */
  onRejected?: () => void;
  /** The connection dropped: what was in flight may not have arrived. */
  onDrop?: () => void;
};

/**
 * The customer-service websocket: connects with the session's token, hands every message to
 * `onMessage`, and reconnects by itself after a drop (1 s, 2 s, 4 s … up to 30 s), except when
 * the server refused the token.
 */
export function useChatSocket(handlers: ChatSocketHandlers) {
  const token = useSessionStore((state) => state.token);
  const language = resolveLanguage(useTranslation().i18n.language);
  const [status, setStatus] = useState<ChatStatus>('connecting');
  const socket = useRef<WebSocket | null>(null);
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!token || typeof WebSocket === 'undefined') return;
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      const ws = new WebSocket(socketUrl(token, language));
      socket.current = ws;
      ws.onopen = () => {
        attempt = 0;
        setStatus('open');
      };
      ws.onmessage = (event: MessageEvent<string>) => {
        const frame = readChatFrame(event.data);
        if (frame?.kind === 'message') latest.current.onMessage(frame.message);
        else if (frame?.kind === 'error') latest.current.onRejected?.();
      };
      ws.onclose = (event) => {
        socket.current = null;
        if (stopped) return;
        latest.current.onDrop?.();
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
  }, [token, language]);

  const send = useCallback((body: string): boolean => {
    const ws = socket.current;
    if (!ws || ws.readyState !== WebSocket.OPEN) return false;
    ws.send(JSON.stringify({ body }));
    return true;
  }, []);

  return { status, send };
}
