import { Button, NoticeBar } from 'shared/ui-kit';
import { TextArea } from 'shared/ui-kit-forms';
import { ExclamationCircleFill, MessageOutline } from 'antd-mobile-icons';
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type ContractData } from 'shared/request';
import { AreaPage, AsyncView, InlineError, TimeAgo, useAsyncData } from 'shared/standalone';
import { StatusBlock } from 'shared/ui';
import { useChatSocket } from '../components/use-chat-socket';
import { useKeyboardInset } from '../components/use-keyboard-inset';
import { useOutbox, type Outgoing } from '../components/use-outbox';
import styles from './customer-page.module.css';

type History = ContractData<'get', '/api/chat/messages'>;
type Message = History['list'][number];

const PAGE = 30;
const MAX_LENGTH = 500;

/** Agent replies that arrived while the page was in the background, until it is seen again. */
function useUnreadWhileHidden() {
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    const seen = () => {
      if (document.visibilityState === 'visible') setUnread(0);
    };
    document.addEventListener('visibilitychange', seen);
    return () => document.removeEventListener('visibilitychange', seen);
  }, []);
  const arrived = (message: Message) => {
    if (message.sender === 'agent' && document.visibilityState === 'hidden')
      setUnread((n) => n + 1);
  };
  return { unread, arrived, clear: () => setUnread(0) };
}

function Bubble({ message }: { message: Message }) {
  const { t } = useTranslation();
  const mine = message.sender === 'user';
  return (
    <li
      className={mine ? `${styles.row} ${styles.mine}` : styles.row}
      aria-label={t(mine ? 'user.customer.you' : 'user.customer.agent')}
    >
      <div className={mine ? `${styles.bubble} ${styles.bubbleMine}` : styles.bubble}>
        {message.body}
      </div>
      <small className={styles.caption}>
        <TimeAgo seconds={message.created_at} />
      </small>
    </li>
  );
}

/** One of mine on its way (or not sent: tap to send it again). */
function OutgoingBubble({ item, onRetry }: { item: Outgoing; onRetry: () => void }) {
  const { t } = useTranslation();
  const failed = item.state === 'failed';
  return (
    <li
      className={`${styles.row} ${styles.mine}`}
      aria-label={t('user.customer.you')}
      data-state={item.state}
    >
      <div className={`${styles.bubble} ${styles.bubbleMine} ${failed ? '' : styles.sending}`}>
        {item.body}
      </div>
      {failed ? (
        <button type="button" className={styles.failed} onClick={onRetry}>
          <ExclamationCircleFill aria-hidden />
          {t('user.customer.failed')}
        </button>
      ) : (
        <small className={styles.caption}>{t('user.customer.sending')}</small>
      )}
    </li>
  );
}

function Conversation({ latest }: { latest: History }) {
  const { t } = useTranslation();
  const [older, setOlder] = useState<{ list: Message[]; hasMore: boolean }>({
    list: [],
    hasMore: latest.has_more,
  });
  const [live, setLive] = useState<Message[]>([]);
  const [draft, setDraft] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const unread = useUnreadWhileHidden();
  const outbox = useOutbox();
  const { status, send } = useChatSocket({
    onMessage: (message) => {
      // A reconnect may deliver what the history already has: keep each message once.
      setLive((list) => (list.some((m) => m.id === message.id) ? list : [...list, message]));
      if (message.sender === 'user') outbox.delivered(message);
      unread.arrived(message);
    },
    onRejected: outbox.rejected,
    onDrop: outbox.dropped,
  });
  const viewport = useKeyboardInset();
  const end = useRef<HTMLDivElement>(null);
  const composer = useRef<HTMLDivElement>(null);

  const known = new Set([...older.list, ...latest.list].map((m) => m.id));
  const messages = [...older.list, ...latest.list, ...live.filter((m) => !known.has(m.id))];

  // The newest message in view: on opening and on every new one at the end (not when earlier
  // ones load above)…
  const newest = `${messages.at(-1)?.id ?? ''}/${outbox.items.length}`;
  useLayoutEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);
  // …and when the keyboard opens or closes while I am typing.
  useEffect(() => {
    if (composer.current?.contains(document.activeElement))
      end.current?.scrollIntoView?.({ block: 'end' });
  }, [viewport.inset, viewport.height]);

  const submit = () => {
    const body = draft.trim();
    if (!body) return;
    outbox.add(body, send(body));
    setDraft('');
  };

  const loadEarlier = async () => {
    const first = messages[0];
    if (!first) return;
    setLoading(true);
    setError(null);
    try {
      const page = await api.get('/api/chat/messages', {
        query: { before_id: first.id, limit: PAGE },
        loading: false,
        toast: false,
      });
      setOlder((o) => ({ list: [...page.list, ...o.list], hasMore: page.has_more }));
    } catch (failure) {
      setError(failure);
    } finally {
      setLoading(false);
    }
  };

  const empty = messages.length === 0 && outbox.items.length === 0;
  return (
    <>
      {older.hasMore ? (
        error ? (
          <InlineError error={error} onRetry={() => void loadEarlier()} compact />
        ) : (
          <div className={styles.earlier}>
            <Button size="small" fill="none" loading={loading} onClick={() => void loadEarlier()}>
              {t('user.customer.earlier')}
            </Button>
          </div>
        )
      ) : null}
      {empty ? (
        <StatusBlock
          Picture={MessageOutline}
          title={t('user.customer.welcome')}
          description={t('user.customer.welcomeHint')}
        />
      ) : null}
      <ol aria-label={t('page.user.customer')} className={styles.messages}>
        {messages.map((message) => (
          <Bubble key={message.id} message={message} />
        ))}
        {outbox.items.map((item) => (
          <OutgoingBubble
            key={item.key}
            item={item}
            onRetry={() => outbox.resent(item.key, send(item.body))}
          />
        ))}
      </ol>
      <div ref={end} />
      {unread.unread > 0 ? (
        <div className={styles.unread}>
          <NoticeBar
            content={t('user.customer.unread', { count: unread.unread })}
            color="info"
            closeable
            onClose={unread.clear}
          />
        </div>
      ) : null}
      <div className={styles.composerSpace} aria-hidden />
      <div
        ref={composer}
        className={styles.composer}
        style={{ '--keyboard-inset': `${viewport.inset}px` } as CSSProperties}
      >
        <div role="status" className={status === 'open' ? 'visually-hidden' : styles.status}>
          {t(`user.customer.status.${status}`)}
        </div>
        <div className={styles.inputRow}>
          <div className={styles.input}>
            <TextArea
              placeholder={t('user.customer.placeholder')}
              value={draft}
              onChange={setDraft}
              maxLength={MAX_LENGTH}
              rows={1}
              autoSize={{ minRows: 1, maxRows: 4 }}
            />
          </div>
          <Button
            color="primary"
            className={styles.send}
            disabled={status !== 'open' || !draft.trim()}
            onClick={submit}
          >
            {t('user.customer.send')}
          </Button>
        </div>
      </div>
    </>
  );
}

/**
 * Customer service: my conversation, newest last (earlier pages on demand), live over the
 * websocket: what I send shows at once (sending, then confirmed by the server's echo, or failed
 * with a way to send it again), replies as they come, reconnecting by itself, and a count of
 * replies that arrived while the page was in the background. The input stays at the bottom of
 * the screen, above the keyboard.
 */
export default function CustomerPage() {
  const history = useAsyncData(
    (signal) =>
      api.get('/api/chat/messages', {
        query: { limit: PAGE },
        loading: false,
        toast: false,
        signal,
      }),
    [],
  );
  return (
    <AreaPage title="page.user.customer">
      <AsyncView state={history} onRetry={history.reload}>
        {(latest) => <Conversation latest={latest} />}
      </AsyncView>
    </AreaPage>
  );
}
