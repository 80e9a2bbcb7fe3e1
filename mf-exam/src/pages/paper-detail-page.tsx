import { Button, List, Tag } from 'shared/ui-kit';
import { InformationCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useNavigate } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import {
  ActionBar,
  AreaPage,
  AsyncView,
  MoreLink,
  Section,
  useAsyncData,
  useIdParam,
} from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { nothingToLoad } from '../components/search-params';
import { answerPath, gradePath, reportPath } from '../components/exam-paths';
import type { PaperDetail } from '../components/exam-types';
import { formatCalendarSeconds } from 'shared/time-ago';
import { LinkButton } from '../components/link-button';
import { PaperStatusTag } from '../components/paper-list-item';
import { StatGrid } from '../components/stat-grid';
import styles from './paper-detail-page.module.css';

function startLabel(paper: PaperDetail): 'exam.paper.continue' | 'exam.paper.start' | null {
  if (paper.in_progress_attempt_id !== null) return 'exam.paper.continue';
  if (paper.status !== 'open' || paper.attempts_left === 0) return null;
  return 'exam.paper.start';
}

/** The paper's integrity rules, one line each, in the order a candidate meets them. */
function ruleLines(paper: PaperDetail, t: TFunction): string[] {
  const { rules } = paper;
  return [
    ...rules.draws.map((draw) =>
      t('exam.paper.rule.draw', {
        type: t(`exam.type.${draw.type}`),
        count: draw.count,
        pool: draw.pool,
        score: draw.score,
      }),
    ),
    ...(rules.shuffle_questions ? [t('exam.paper.rule.shuffleQuestions')] : []),
    ...(rules.shuffle_options ? [t('exam.paper.rule.shuffleOptions')] : []),
    ...(rules.question_seconds !== null
      ? [t('exam.paper.rule.questionSeconds', { count: rules.question_seconds })]
      : []),
    rules.leave_limit !== null
      ? t('exam.paper.rule.leaveLimit', { count: rules.leave_limit })
      : t('exam.paper.rule.leavesRecorded'),
    ...(rules.certificate ? [t('exam.paper.rule.certificate')] : []),
  ];
}

function Detail({ paper }: { paper: PaperDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const label = startLabel(paper);
  const when = (seconds: number) => formatCalendarSeconds(seconds, 'dayTime');
  const finished = paper.attempts.some((a) => a.status !== 'in_progress');
  return (
    <>
      <div className={styles.hero}>
        <div className={styles.titleRow}>
          <h2 className={styles.title}>{paper.title}</h2>
          <PaperStatusTag paper={paper} className={styles.status} />
        </div>
        {paper.description ? <p className={styles.description}>{paper.description}</p> : null}
        <StatGrid
          card={false}
          label={t('exam.paper.summary')}
          items={[
            {
              value: paper.duration_minutes,
              unit: t('exam.paper.minuteUnit'),
              label: t('exam.paper.duration'),
            },
            { value: paper.question_count, label: t('exam.paper.questions') },
            { value: paper.total_score, label: t('exam.paper.total') },
            { value: paper.pass_score, label: t('exam.paper.passMark') },
          ]}
        />
      </div>
      <Section title={t('exam.paper.info')}>
        <List className={styles.list}>
          <List.Item extra={when(paper.opens_at)}>{t('exam.paper.opensAt')}</List.Item>
          <List.Item
            extra={
              paper.deadline_at === null ? t('exam.paper.noDeadline') : when(paper.deadline_at)
            }
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
      </Section>
      <Section title={t('exam.paper.rulesTitle')}>
        <ul className={styles.ruleList}>
          {ruleLines(paper, t).map((line) => (
            <li key={line} className={styles.rule}>
              {line}
            </li>
          ))}
        </ul>
      </Section>
      <p className={styles.rules}>
        <InformationCircleOutline aria-hidden className={styles.rulesIcon} />
        <span>{t('exam.paper.rules')}</span>
      </p>
      {paper.attempts.length > 0 ? (
        <Section
          title={t('exam.paper.myAttempts')}
          extra={
            finished ? (
              <MoreLink to={reportPath(paper.id)}>{t('page.exam.report')}</MoreLink>
            ) : undefined
          }
        >
          <List className={styles.list}>
            {paper.attempts.map((a) => (
              <List.Item
                key={a.id}
                description={
                  a.leave_count > 0
                    ? `${when(a.started_at)} · ${t('exam.leaveCount', { count: a.leave_count })}`
                    : when(a.started_at)
                }
                extra={
                  a.status === 'in_progress' ? null : (
                    <span className={styles.score}>
                      {a.score}/{a.total_score}
                    </span>
                  )
                }
                arrowIcon={a.status !== 'in_progress'}
                onClick={a.status !== 'in_progress' ? () => navigate(gradePath(a.id)) : undefined}
              >
                {a.status === 'in_progress' ? (
                  <Tag color="primary">{t('exam.paper.mine.in_progress')}</Tag>
                ) : a.is_passed ? (
                  <Tag color="success">{t('exam.paper.mine.passed')}</Tag>
                ) : (
                  <Tag color="danger">{t('exam.paper.mine.failed')}</Tag>
                )}
              </List.Item>
            ))}
          </List>
        </Section>
      ) : null}
      <ActionBar>
        {label ? (
          <Button color="primary" onClick={() => navigate(answerPath(paper.id))}>
            {t(label)}
          </Button>
        ) : (
          <p className={styles.closed}>
            {paper.status === 'upcoming'
              ? t('exam.paper.notOpen')
              : paper.status === 'closed'
                ? t('exam.paper.closed')
                : t('exam.paper.noAttemptsLeft')}
          </p>
        )}
      </ActionBar>
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
        <EmptyState title={t('exam.answer.missingPaper')}>
          <LinkButton to={PATHS.exam.paper} color="primary" size="small">
            {t('page.exam.paper')}
          </LinkButton>
        </EmptyState>
      ) : (
        <AsyncView state={paper} onRetry={paper.reload}>
          {(data) => <Detail paper={data} />}
        </AsyncView>
      )}
    </AreaPage>
  );
}
