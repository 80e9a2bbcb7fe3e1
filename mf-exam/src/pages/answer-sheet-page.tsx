import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import {
  ActionBar,
  AreaPage,
  AsyncView,
  PageNote,
  Section,
  useAsyncData,
  Watermark,
} from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { AnswerSheetGrid } from '../components/answer-sheet-grid';
import { mergeAnswers, readStoredAttempt } from '../components/attempt-storage';
import { answerPath, gradePath } from '../components/exam-paths';
import { LinkButton } from '../components/link-button';
import { nothingToLoad, positiveInt } from '../components/search-params';

/**
 * The answer sheet of an attempt (`?attemptId=`): every question number as answered, unanswered
 * or flagged (with the answers this device has not saved yet); a tap goes back to that question.
 */
export default function AnswerSheetPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const attemptId = positiveInt(params.get('attemptId'));
  const attempt = useAsyncData(
    (signal) =>
      attemptId === undefined
        ? nothingToLoad<never>()
        : api.get('/api/exam/attempts/{id}', {
            path: { id: attemptId },
            loading: false,
            toast: false,
            signal,
          }),
    [attemptId],
  );
  if (attemptId === undefined) {
    return (
      <AreaPage title="page.exam.answerSheet">
        <EmptyState title={t('exam.sheet.missing')}>
          <LinkButton to={PATHS.exam.paper} color="primary" size="small">
            {t('page.exam.paper')}
          </LinkButton>
        </EmptyState>
      </AreaPage>
    );
  }
  return (
    <AreaPage title="page.exam.answerSheet">
      <AsyncView state={attempt} onRetry={attempt.reload}>
        {(data) =>
          data.status !== 'in_progress' ? (
            <EmptyState title={t('exam.sheet.closed')}>
              <LinkButton to={gradePath(data.id)} color="primary" size="small">
                {t('page.exam.testResultGrade')}
              </LinkButton>
            </EmptyState>
          ) : (
            <>
              <Watermark text={data.watermark} />
              <Section title={data.paper.title}>
                {/* Sequential mode: no jumps, so the sheet only shows where the candidate is. */}
                <AnswerSheetGrid
                  questionIds={data.questions.map((q) => q.id)}
                  answers={mergeAnswers(data.answers, readStoredAttempt(data.id))}
                  flagged={data.flagged}
                  total={data.question_count}
                  current={
                    data.question_seconds === null
                      ? undefined
                      : data.questions.findIndex((q) => q.id === data.current_question_id)
                  }
                  onPick={
                    data.question_seconds === null
                      ? (index) =>
                          navigate(`${answerPath(data.paper.id, index + 1)}&attemptId=${data.id}`)
                      : undefined
                  }
                />
              </Section>
              {data.question_seconds === null ? null : (
                <PageNote>{t('exam.sheet.sequential')}</PageNote>
              )}
              <ActionBar>
                <LinkButton
                  to={`${answerPath(data.paper.id)}&attemptId=${data.id}`}
                  color="primary"
                >
                  {t('exam.sheet.back')}
                </LinkButton>
              </ActionBar>
            </>
          )
        }
      </AsyncView>
    </AreaPage>
  );
}
