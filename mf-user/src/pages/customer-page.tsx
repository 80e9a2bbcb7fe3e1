import { Button, NoticeBar } from 'shared/ui-kit';
import { TextArea } from 'shared/ui-kit-forms';
import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type ContractData } from 'shared/request';
import { AreaPage, AsyncView, InlineError, TimeAgo, useAsyncData } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { useChatSocket } from '../components/use-chat-socket';

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

const bubbleStyle = (mine: boolean): CSSProperties => ({
  maxWidth: '75%',
  padding: '8px 12px',
  borderRadius: 8,
  background: mine ? '#ff801a' : '#ffffff',
  color: mine ? '#ffffff' : '#333333',
  fontSize: 15,
  lineHeight: 1.5,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

function Bubble({ message }: { message: Message }) {
  const { t } = useTranslation();
  const mine = message.sender === 'user';
  return (
    <li
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: mine ? 'flex-end' : 'flex-start',
        gap: 4,
      }}
      aria-label={t(mine ? 'user.customer.you' : 'user.customer.agent')}
    >
      <div style={bubbleStyle(mine)}>{message.body}</div>
      <small style={{ color: '#999999', fontSize: 11 }}>
        <TimeAgo seconds={message.created_at} />
      </small>
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
  const { status, send } = useChatSocket((message) => {
    // A reconnect may deliver what the history already has: keep each message once.
    setLive((list) => (list.some((m) => m.id === message.id) ? list : [...list, message]));
    unread.arrived(message);
  });
  const known = new Set([...older.list, ...latest.list].map((m) => m.id));
  const messages = [...older.list, ...latest.list, ...live.filter((m) => !known.has(m.id))];

  const submit = () => {
    const body = draft.trim();
    if (!body) return;
    if (send(body)) setDraft('');
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

  return (
    <>
      {older.hasMore ? (
        error ? (
          <InlineError error={error} onRetry={() => void loadEarlier()} compact />
        ) : (
          <div style={{ textAlign: 'center', margin: '0 0 8px' }}>
            <Button size="small" fill="none" loading={loading} onClick={() => void loadEarlier()}>
              {t('user.customer.earlier')}
            </Button>
          </div>
        )
      ) : null}
      <ol
        aria-label={t('page.user.customer')}
        style={{
          listStyle: 'none',
          margin: 0,
          padding: '0 12px',
          display: 'flex',
          flexDirection: 'column',
          gap: 12,
        }}
      >
        {messages.map((message) => (
          <Bubble key={message.id} message={message} />
        ))}
      </ol>
      {messages.length === 0 ? <EmptyState description={t('user.customer.empty')} /> : null}
      {unread.unread > 0 ? (
        <NoticeBar
          content={t('user.customer.unread', { count: unread.unread })}
          color="info"
          closeable
          onClose={unread.clear}
        />
      ) : null}
      <div
        style={{
          position: 'sticky',
          bottom: 0,
          display: 'flex',
          gap: 8,
          alignItems: 'flex-end',
          padding: 12,
          marginTop: 12,
          background: '#ffffff',
          borderTop: '1px solid #f0f0f0',
        }}
      >
        <div style={{ flex: 1 }}>
          <TextArea
            placeholder={t('user.customer.placeholder')}
            value={draft}
            onChange={setDraft}
            maxLength={MAX_LENGTH}
            autoSize={{ minRows: 1, maxRows: 4 }}
          />
          <div role="status" style={{ fontSize: 11, color: '#999999' }}>
            {t(`user.customer.status.${status}`)}
          </div>
        </div>
        <Button color="primary" disabled={status !== 'open' || !draft.trim()} onClick={submit}>
          {t('user.customer.send')}
        </Button>
      </div>
    </>
  );
}

/**
 * Customer service: my conversation, newest last (earlier pages on demand), live over the
 * websocket: sending, replies as they come, reconnecting by itself, and a count of replies that
 * arrived while the page was in the background.
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
    <AreaPage title="page.user.customer" about="user.customer.about">
      <AsyncView state={history} onRetry={history.reload}>
        {(latest) => <Conversation latest={latest} />}
      </AsyncView>
    </AreaPage>
  );
}
