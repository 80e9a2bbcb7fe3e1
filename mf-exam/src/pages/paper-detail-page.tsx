import { Button, List, Tag } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, AsyncView, useAsyncData, useIdParam } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { nothingToLoad } from '../components/search-params';
import { answerPath, gradePath, reportPath } from '../components/exam-paths';
import type { PaperDetail } from '../components/exam-types';
import { dateTimeText } from '../components/format';

function startLabel(paper: PaperDetail): 'exam.paper.continue' | 'exam.paper.start' | null {
  if (paper.in_progress_attempt_id !== null) return 'exam.paper.continue';
  if (paper.status !== 'open' || paper.attempts_left === 0) return null;
  return 'exam.paper.start';
}

function Detail({ paper }: { paper: PaperDetail }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const label = startLabel(paper);
  const when = (seconds: number) => dateTimeText(seconds, i18n.language);
  return (
    <>
      <div style={{ background: '#ffffff', padding: 16 }}>
        <h2 style={{ margin: 0, fontSize: 18 }}>{paper.title}</h2>
        <p style={{ color: '#666666', fontSize: 14, margin: '8px 0 0' }}>{paper.description}</p>
        <Tag color={paper.status === 'open' ? 'success' : 'default'} style={{ marginTop: 8 }}>
          {t(`exam.paper.status.${paper.status}`)}
        </Tag>
      </div>
      <List>
        <List.Item extra={t('exam.paper.minutes', { count: paper.duration_minutes })}>
          {t('exam.paper.duration')}
        </List.Item>
        <List.Item extra={t('exam.paper.questionCount', { count: paper.question_count })}>
          {t('exam.paper.questions')}
        </List.Item>
        <List.Item extra={paper.total_score}>{t('exam.paper.total')}</List.Item>
        <List.Item extra={paper.pass_score}>{t('exam.paper.passMark')}</List.Item>
        <List.Item extra={when(paper.opens_at)}>{t('exam.paper.opensAt')}</List.Item>
        <List.Item
          extra={paper.deadline_at === null ? t('exam.paper.noDeadline') : when(paper.deadline_at)}
        >
          {t('exam.paper.deadlineAt')}
        </List.Item>
        <List.Item
          extra={
            paper.attempts_left === null
              ? t('exam.paper.unlimited')
              : t('exam.paper.attemptsLeft', { count: paper.attempts_left })
          }
        >
          {t('exam.paper.attempts')}
        </List.Item>
      </List>
      <div style={{ padding: 16 }}>
        {label ? (
          <Button block color="primary" size="large" onClick={() => navigate(answerPath(paper.id))}>
            {t(label)}
          </Button>
        ) : (
          <p style={{ textAlign: 'center', color: '#999999', margin: 0 }}>
            {paper.status === 'upcoming'
              ? t('exam.paper.notOpen')
              : paper.status === 'closed'
                ? t('exam.paper.closed')
                : t('exam.paper.noAttemptsLeft')}
          </p>
        )}
        <p style={{ fontSize: 12, color: '#999999', margin: '8px 0 0', textAlign: 'center' }}>
          {t('exam.paper.rules')}
        </p>
      </div>
      {paper.attempts.length > 0 ? (
        <List header={t('exam.paper.myAttempts')}>
          {paper.attempts.map((a) => (
            <List.Item
              key={a.id}
              description={when(a.started_at)}
              extra={
                a.status === 'in_progress'
                  ? t('exam.paper.mine.in_progress')
                  : `${a.score}/${a.total_score}`
              }
              arrowIcon={a.status !== 'in_progress'}
              onClick={a.status !== 'in_progress' ? () => navigate(gradePath(a.id)) : undefined}
            >
              {a.status === 'in_progress'
                ? t('exam.paper.mine.in_progress')
                : a.is_passed
                  ? t('exam.paper.mine.passed')
                  : t('exam.paper.mine.failed')}
            </List.Item>
          ))}
        </List>
      ) : null}
      {paper.attempts.some((a) => a.status !== 'in_progress') ? (
        <p style={{ textAlign: 'center' }}>
          <Link to={reportPath(paper.id)}>{t('page.exam.report')}</Link>
        </p>
      ) : null}
    </>
  );
}

/** A paper's details (`?id=`): duration, total, pass mark, attempts left, and start / continue. */
export default function PaperDetailPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const paper = useAsyncData(
    (signal) =>
      id === undefined
        ? nothingToLoad<never>()
        : api.get('/api/exam/papers/{id}', {
            path: { id: id },
            loading: false,
            toast: false,
            signal,
          }),
    [id],
  );
  return (
    <AreaPage title="page.exam.paperDetail">
      {id === undefined ? (
        <EmptyState description={t('exam.answer.missingPaper')}>
          <Link to={PATHS.exam.paper}>{t('page.exam.paper')}</Link>
        </EmptyState>
      ) : (
        <AsyncView state={paper} onRetry={paper.reload}>
          {(data) => <Detail paper={data} />}
        </AsyncView>
      )}
    </AreaPage>
  );
}
