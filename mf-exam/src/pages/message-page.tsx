import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from 'shared/request';
import { useSessionStore } from 'shared/session';
import { AreaPage, ItemList, PagedView, TimeAgo, usePagedData } from 'shared/standalone';
import { paperDetailPath } from '../components/exam-paths';
import { dateTimeText } from '../components/format';

const PAGE_SIZE = 20;

/** Exam notices, open before joining too: exams opened, closing soon, opening soon. */
export default function MessagePage() {
  const { t, i18n } = useTranslation();
  const joined = useSessionStore((state) => state.user?.is_check === 2);
  const notices = usePagedData(
    (page, signal) =>
      api.get('/api/exam/notices', {
        query: { page, pageSize: PAGE_SIZE },
        loading: false,
        toast: false,
        signal,
      }),
    [],
  );
  return (
    <AreaPage title="page.exam.message">
      <PagedView paged={notices}>
        {(items) => (
          <ItemList items={items}>
            {(n) => {
              const text = t(`exam.notice.${n.kind}`, {
                title: n.paper.title,
                time: n.deadline_at === null ? '' : dateTimeText(n.deadline_at, i18n.language),
              });
              return (
                <div
                  style={{ padding: 12, background: '#ffffff', borderBottom: '1px solid #f0f0f0' }}
                >
                  <div style={{ fontSize: 12, color: '#999999' }}>
                    <TimeAgo seconds={n.at} />
                  </div>
                  <p style={{ margin: '4px 0 0', fontSize: 15, lineHeight: 1.5 }}>
                    {joined ? <Link to={paperDetailPath(n.paper.id)}>{text}</Link> : text}
                  </p>
                </div>
              );
            }}
          </ItemList>
        )}
      </PagedView>
    </AreaPage>
  );
}
