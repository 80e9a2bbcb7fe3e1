import { BellOutline, CalendarOutline, ClockCircleOutline, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from 'shared/request';
import { useSessionStore } from 'shared/session';
import { AreaPage, ItemList, PagedView, TimeAgo, usePagedData } from 'shared/standalone';
import { paperDetailPath } from '../components/exam-paths';
import { formatCalendarSeconds } from 'shared/time-ago';
import { ListCard } from '../components/list-card';
import styles from './message-page.module.css';

const PAGE_SIZE = 20;
/** Each kind of notice has its own icon, so a closing exam stands out in the list at a glance. */
const KIND_ICON = {
  opened: BellOutline,
  closing: ClockCircleOutline,
  upcoming: CalendarOutline,
} as const;

/** Exam notices, open before joining too: exams opened, closing soon, opening soon. */
export default function MessagePage() {
  const { t } = useTranslation();
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
          <ListCard>
            <ItemList items={items}>
              {(n) => {
                const text = t(`exam.notice.${n.kind}`, {
                  title: n.paper.title,
                  time:
                    n.deadline_at === null ? '' : formatCalendarSeconds(n.deadline_at, 'dayTime'),
                });
                const Icon = KIND_ICON[n.kind];
                const body = (
                  <>
                    <span aria-hidden className={`${styles.icon} ${styles[n.kind] ?? ''}`}>
                      <Icon />
                    </span>
                    <span className={styles.main}>
                      <span className={styles.text}>{text}</span>
                      <span className={styles.time}>
                        <TimeAgo seconds={n.at} />
                      </span>
                    </span>
                  </>
                );
                return joined ? (
                  <Link to={paperDetailPath(n.paper.id)} className={styles.notice}>
                    {body}
                    <RightOutline aria-hidden className={styles.arrow} />
                  </Link>
                ) : (
                  <div className={styles.notice}>{body}</div>
                );
              }}
            </ItemList>
          </ListCard>
        )}
      </PagedView>
    </AreaPage>
  );
}
