import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { api } from 'shared/request';
import { AsyncView, useAsyncData } from 'shared/standalone';
import { commentPath } from './exam-paths';
import { FavouriteButton } from './favourite-button';
import { QuestionCard } from './question-card';
import { RevealPanel } from './reveal-panel';

/**
 * One question opened from search: read-only, with the solution only when the caller already
 * answered it in practice; favourite and comments beside it.
 */
export function SingleQuestion({ id }: { id: number }) {
  const { t } = useTranslation();
  const question = useAsyncData(
    (signal) =>
      api.get('/api/exam/questions/{id}', { path: { id }, loading: false, toast: false, signal }),
    [id],
  );
  return (
    <AsyncView state={question} onRetry={question.reload}>
      {(q) => (
        <QuestionCard
          question={q}
          position={q.chapter.name}
          value={q.result?.answer ?? []}
          disabled
          solution={q.result?.correct_answer}
          extra={
            <span style={{ marginLeft: 'auto', display: 'flex', gap: 8, alignItems: 'center' }}>
              <FavouriteButton questionId={q.id} initial={q.favourited} />
              <Link to={commentPath(q.id)} style={{ fontSize: 13, color: '#ff801a' }}>
                {t('exam.comment.count', { count: q.comment_count })}
              </Link>
            </span>
          }
          footer={
            q.result ? (
              <RevealPanel
                question={q}
                isCorrect={q.result.is_correct}
                answer={q.result.answer}
                correctAnswer={q.result.correct_answer}
                explanation={q.result.explanation}
              />
            ) : (
              <p style={{ margin: '8px 0 0', fontSize: 13, color: '#999999' }}>
                {t('exam.questions.notAnswered')}
              </p>
            )
          }
        />
      )}
    </AsyncView>
  );
}
