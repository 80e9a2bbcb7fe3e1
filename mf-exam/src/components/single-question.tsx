import { MessageOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { api } from 'shared/request';
import { AsyncView, useAsyncData } from 'shared/standalone';
import { commentPath } from './exam-paths';
import { FavouriteButton } from './favourite-button';
import { QuestionCard } from './question-card';
import { RevealPanel } from './reveal-panel';
import { TextLink } from './text-link';
import styles from './single-question.module.css';

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
          extra={<FavouriteButton questionId={q.id} initial={q.favourited} />}
          footer={
            <>
              {q.result ? (
                <RevealPanel
                  question={q}
                  isCorrect={q.result.is_correct}
                  answer={q.result.answer}
                  correctAnswer={q.result.correct_answer}
                  explanation={q.result.explanation}
                />
              ) : (
                <p className={styles.hint}>{t('exam.questions.notAnswered')}</p>
              )}
              <div className={styles.links}>
                <TextLink to={commentPath(q.id)} icon={<MessageOutline />}>
                  {t('exam.comment.count', { count: q.comment_count })}
                </TextLink>
              </div>
            </>
          }
        />
      )}
    </AsyncView>
  );
}
