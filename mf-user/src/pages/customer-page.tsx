import { Button } from 'antd-mobile';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type ContractData } from 'shared/request';
import { AreaPage, AsyncView, InlineError, TimeAgo, useAsyncData } from 'shared/standalone';
import { EmptyState } from 'shared/ui';

type History = ContractData<'get', '/api/chat/messages'>;
type Message = History['list'][number];

const PAGE = 30;

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
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const messages = [...older.list, ...latest.list];

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
    </>
  );
}

/** Customer service: my conversation so far, newest last (live chat comes over the websocket). */
export default function CustomerPage() {
  const { t } = useTranslation();
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
      <AsyncView
        state={history}
        onRetry={history.reload}
        isEmpty={(data) => data.list.length === 0}
        empty={<EmptyState description={t('user.customer.empty')} />}
      >
        {(latest) => <Conversation latest={latest} />}
      </AsyncView>
    </AreaPage>
  );
}
