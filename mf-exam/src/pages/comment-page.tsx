import { Button } from 'shared/ui-kit';
import { TextArea } from 'shared/ui-kit-forms';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, ItemList, PagedView, Section, errorText, usePagedData } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { CommentItem } from '../components/comment-item';
import { LinkButton } from '../components/link-button';
import { ListCard } from '../components/list-card';
import { QuestionRow } from '../components/question-row';
import { positiveInt } from '../components/search-params';
import styles from './comment-page.module.css';

const PAGE_SIZE = 20;
/** Spec 9: textarea max length 140. */
export const COMMENT_MAX = 140;

function CommentForm({ questionId, onPosted }: { questionId: number; onPosted: () => void }) {
  const { t } = useTranslation();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (text === '') return setError(t('exam.comment.required'));
    if ([...text].length > COMMENT_MAX)
      return setError(t('exam.comment.tooLong', { max: COMMENT_MAX }));
    setError(null);
    setSending(true);
    api
      .post('/api/exam/questions/{id}/comments', {
        path: { id: questionId },
        body: { body: text },
        toast: false,
      })
      .then(
        () => {
          setBody('');
          setSending(false);
          onPosted();
        },
        (failure: unknown) => {
          setError(errorText(failure, (key, options) => t(key, options)));
          setSending(false);
        },
      );
  };

  return (
    <form onSubmit={handleSubmit} className={styles.form} noValidate>
      <label htmlFor="exam-comment" className="visually-hidden">
        {t('exam.comment.label')}
      </label>
      <TextArea
        className={styles.textarea}
        id="exam-comment"
        value={body}
        onChange={(value) => {
          setBody(value);
          if (error) setError(null);
        }}
        placeholder={t('exam.comment.placeholder')}
        maxLength={COMMENT_MAX}
        showCount
        rows={3}
        aria-invalid={error !== null}
        aria-describedby={error ? 'exam-comment-error' : undefined}
      />
      {error ? (
        <p id="exam-comment-error" role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.formActions}>
        <Button type="submit" color="primary" size="small" loading={sending}>
          {t('exam.comment.post')}
        </Button>
      </div>
    </form>
  );
}

function Comments({ questionId }: { questionId: number }) {
  const { t } = useTranslation();
  const comments = usePagedData(
    (page, signal) =>
      api.get('/api/exam/questions/{id}/comments', {
        path: { id: questionId },
        query: { page, pageSize: PAGE_SIZE },
        loading: false,
        toast: false,
        signal,
      }),
    [questionId],
  );
  const question = comments.firstPage?.question;
  return (
    <>
      {question ? (
        <Section title={t('exam.comment.question')}>
          <QuestionRow question={question} />
        </Section>
      ) : null}
      {comments.status === 'success' ? (
        <Section title={t('exam.comment.label')}>
          <CommentForm questionId={questionId} onPosted={comments.reload} />
        </Section>
      ) : null}
      <Section
        title={t('exam.comment.all')}
        extra={
          comments.status === 'success'
            ? t('exam.comment.count', { count: comments.total })
            : undefined
        }
      >
        <PagedView paged={comments} empty={<EmptyState title={t('exam.comment.empty')} />}>
          {(items) => (
            <ListCard flat>
              <ItemList items={items}>{(c) => <CommentItem comment={c} />}</ItemList>
            </ListCard>
          )}
        </PagedView>
      </Section>
    </>
  );
}

/** Comments on one question (`?questionId=`): read them and post one of up to 140 characters. */
export default function CommentPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const questionId = positiveInt(params.get('questionId'));
  return (
    <AreaPage title="page.exam.comment">
      {questionId === undefined ? (
        <EmptyState title={t('exam.comment.missing')}>
          <LinkButton to={PATHS.exam.studentNotes} color="primary" size="small">
            {t('page.exam.studentNotes')}
          </LinkButton>
        </EmptyState>
      ) : (
        <Comments questionId={questionId} />
      )}
    </AreaPage>
  );
}
