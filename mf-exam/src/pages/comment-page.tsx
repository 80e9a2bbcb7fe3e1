import { Button } from 'shared/ui-kit';
import { TextArea } from 'shared/ui-kit-forms';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, ItemList, PagedView, errorText, usePagedData } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { CommentItem } from '../components/comment-item';
import { QuestionRow } from '../components/question-row';
import { positiveInt } from '../components/search-params';

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
    <form
      onSubmit={handleSubmit}
      style={{ background: '#ffffff', padding: 12, margin: '12px 0' }}
      noValidate
    >
      <label htmlFor="exam-comment" style={{ fontSize: 14, fontWeight: 500 }}>
        {t('exam.comment.label')}
      </label>
      <TextArea
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
        <p
          id="exam-comment-error"
          role="alert"
          style={{ color: '#ff3141', fontSize: 13, margin: '4px 0 0' }}
        >
          {error}
        </p>
      ) : null}
      <Button type="submit" color="primary" size="small" loading={sending} style={{ marginTop: 8 }}>
        {t('exam.comment.post')}
      </Button>
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
      {question ? <QuestionRow question={question} /> : null}
      {comments.status === 'success' ? (
        <CommentForm questionId={questionId} onPosted={comments.reload} />
      ) : null}
      <PagedView paged={comments} empty={<EmptyState description={t('exam.comment.empty')} />}>
        {(items) => <ItemList items={items}>{(c) => <CommentItem comment={c} />}</ItemList>}
      </PagedView>
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
        <EmptyState description={t('exam.comment.missing')}>
          <Link to={PATHS.exam.studentNotes}>{t('page.exam.studentNotes')}</Link>
        </EmptyState>
      ) : (
        <Comments questionId={questionId} />
      )}
    </AreaPage>
  );
}
