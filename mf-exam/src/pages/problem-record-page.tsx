import { List, Tabs, Tag } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, PagedView, usePagedData } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { answerPath, exercisePath, gradePath, practiceResultPath } from '../components/exam-paths';
import { formatCalendarSeconds } from 'shared/time-ago';
import { LinkButton } from '../components/link-button';
import { ListCard } from '../components/list-card';
import { RowAction } from '../components/row-action';
import styles from './problem-record-page.module.css';

const PAGE_SIZE = 20;

/** An empty history says what would fill it and leads there. */
const EMPTY = {
  practice: { text: 'exam.record.noPractice', to: PATHS.exam.index, page: 'page.exam.index' },
  exams: { text: 'exam.report.empty', to: PATHS.exam.paper, page: 'page.exam.paper' },
} as const;

function EmptyRecord({ tab }: { tab: keyof typeof EMPTY }) {
  const { t } = useTranslation();
  const { text, to, page } = EMPTY[tab];
  return (
    <EmptyState title={t(text)}>
      <LinkButton to={to} color="primary" size="small">
        {t(page)}
      </LinkButton>
    </EmptyState>
  );
}

function PracticeRecord() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const runs = usePagedData(
    (page, signal) =>
      api.get('/api/exam/practice', {
        query: { page, pageSize: PAGE_SIZE },
        loading: false,
        toast: false,
        signal,
      }),
    [],
  );
  return (
    <PagedView paged={runs} empty={<EmptyRecord tab="practice" />}>
      {(items) => (
        <ListCard>
          <List className={styles.list}>
            {items.map((run) => (
              <List.Item
                key={run.id}
                // The Resume pill says the row opens the run: no chevron beside it as well.
                arrowIcon={run.finished_at !== null}
                description={
                  // Two parts that wrap as wholes: a narrow screen breaks between them, not inside.
                  <span className={styles.meta}>
                    <span>
                      {t('exam.record.answered', {
                        answered: run.answered_count,
                        total: run.question_count,
                        correct: run.correct_count,
                      })}
                    </span>
                    <span>{formatCalendarSeconds(run.started_at, 'dayTime')}</span>
                  </span>
                }
                extra={
                  run.finished_at === null ? (
                    <RowAction kind="resume">{t('exam.home.resume')}</RowAction>
                  ) : (
                    <span className={styles.weak}>{t('exam.record.finished')}</span>
                  )
                }
                onClick={() =>
                  navigate(
                    run.finished_at === null
                      ? exercisePath({ sessionId: run.id })
                      : practiceResultPath(run.id),
                  )
                }
              >
                {run.chapter?.name ?? t(`exam.mode.${run.mode}`)}
              </List.Item>
            ))}
          </List>
        </ListCard>
      )}
    </PagedView>
  );
}

function AttemptRecord() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const attempts = usePagedData(
    (page, signal) =>
      api.get('/api/exam/attempts', {
        query: { page, pageSize: PAGE_SIZE },
        loading: false,
        toast: false,
        signal,
      }),
    [],
  );
  return (
    <PagedView paged={attempts} empty={<EmptyRecord tab="exams" />}>
      {(items) => (
        <ListCard>
          <List className={styles.list}>
            {items.map((a) => (
              <List.Item
                key={a.id}
                arrowIcon={a.status !== 'in_progress'}
                description={formatCalendarSeconds(a.started_at, 'dayTime')}
                extra={
                  a.status === 'in_progress' ? (
                    <RowAction kind="resume">{t('exam.record.continue')}</RowAction>
                  ) : (
                    <span className={styles.result}>
                      <span className={styles.score}>
                        {a.score}/{a.total_score}
                      </span>
                      <Tag color={a.is_passed ? 'success' : 'danger'}>
                        {a.is_passed ? t('exam.paper.mine.passed') : t('exam.paper.mine.failed')}
                      </Tag>
                    </span>
                  )
                }
                onClick={() =>
                  navigate(
                    a.status === 'in_progress'
                      ? `${answerPath(a.paper.id)}&attemptId=${a.id}`
                      : gradePath(a.id),
                  )
                }
              >
                {a.paper.title}
              </List.Item>
            ))}
          </List>
        </ListCard>
      )}
    </PagedView>
  );
}

/** The history: practice runs (resume or review) and exam attempts (continue or see the grade). */
export default function ProblemRecordPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'exams' ? 'exams' : 'practice';
  return (
    <AreaPage title="page.exam.problemRecord">
      <Tabs
        className={styles.tabs}
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
      >
        <Tabs.Tab key="practice" title={t('exam.record.practice')} />
        <Tabs.Tab key="exams" title={t('exam.record.exams')} />
      </Tabs>
      {tab === 'practice' ? <PracticeRecord /> : <AttemptRecord />}
    </AreaPage>
  );
}
