import { Button, ProgressBar } from 'shared/ui-kit';
import { useRef, useState, type CSSProperties, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, AsyncView, useAsyncData } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { isAnswered } from '../components/answer-text';
import { commentPath, practiceResultPath } from '../components/exam-paths';
import type { PracticeQuestion, PracticeSession, Reveal } from '../components/exam-types';
import { FavouriteButton } from '../components/favourite-button';
import { QuestionCard } from '../components/question-card';
import { RevealPanel } from '../components/reveal-panel';
import { nothingToLoad, positiveInt } from '../components/search-params';

const MODES = ['chapter', 'random', 'mistakes', 'favourites', 'featured'] as const;
type Mode = (typeof MODES)[number];
const SWIPE_PX = 60;

const barStyle: CSSProperties = {
  display: 'flex',
  gap: 8,
  padding: '0 16px',
  flexWrap: 'wrap',
};

/** Answers one question at a time: answer, see the result, move on; finish at the end. */
function PracticeRun({ session }: { session: PracticeSession }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const firstOpen = session.questions.findIndex((q) => q.result === null);
  const [index, setIndex] = useState(firstOpen === -1 ? 0 : firstOpen);
  const [drafts, setDrafts] = useState<Record<number, string[]>>({});
  const [results, setResults] = useState<Record<number, Reveal>>(() =>
    Object.fromEntries(session.questions.flatMap((q) => (q.result ? [[q.id, q.result]] : []))),
  );
  const [sending, setSending] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const touchX = useRef<number | null>(null);

  const question = session.questions[index] as PracticeQuestion;
  const result = results[question.id];
  const draft = drafts[question.id] ?? [];
  const answered = Object.keys(results).length;
  const total = session.questions.length;
  const last = index === total - 1;

  const go = (to: number) => setIndex(Math.min(total - 1, Math.max(0, to)));
  const handleTouchStart = (e: TouchEvent) => {
    touchX.current = e.touches[0]?.clientX ?? null;
  };
  const handleTouchEnd = (e: TouchEvent) => {
    const start = touchX.current;
    const end = e.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    go(end < start ? index + 1 : index - 1);
  };

  const handleSubmit = () => {
    setSending(true);
    api
      .post('/api/exam/practice/{id}/answers', {
        path: { id: session.id },
        body: { question_id: question.id, answer: draft },
        loading: false,
      })
      .then(
        (reply) => {
          setResults((current) => ({ ...current, [reply.question_id]: reply.result }));
          setSending(false);
        },
        () => setSending(false),
      );
  };

  const handleFinish = () => {
    setFinishing(true);
    api.post('/api/exam/practice/{id}/finish', { path: { id: session.id } }).then(
      () => navigate(practiceResultPath(session.id), { replace: true }),
      () => setFinishing(false),
    );
  };

  return (
    <div onTouchStart={handleTouchStart} onTouchEnd={handleTouchEnd}>
      <div style={{ padding: '0 16px 12px' }}>
        <p style={{ margin: '0 0 6px', color: '#666666', fontSize: 13 }}>
          {session.chapter?.name ?? t(`exam.mode.${session.mode}`)} ·{' '}
          {t('exam.practice.progress', { answered, total })}
        </p>
        <ProgressBar percent={(answered / total) * 100} />
      </div>
      <QuestionCard
        key={question.id}
        question={question}
        position={`${index + 1} / ${total}`}
        value={result ? result.answer : draft}
        onChange={(next) => setDrafts((current) => ({ ...current, [question.id]: next }))}
        disabled={result !== undefined || sending}
        solution={result?.correct_answer}
        extra={
          <span style={{ marginLeft: 'auto', display: 'flex', gap: 8 }}>
            <FavouriteButton questionId={question.id} initial={question.favourited} />
            <Link
              to={commentPath(question.id)}
              style={{ fontSize: 13, color: '#ff801a', alignSelf: 'center' }}
            >
              {t('exam.comment.count', { count: question.comment_count })}
            </Link>
          </span>
        }
        footer={
          result ? (
            <RevealPanel
              question={question}
              isCorrect={result.is_correct}
              answer={result.answer}
              correctAnswer={result.correct_answer}
              explanation={result.explanation}
            />
          ) : null
        }
      />
      <div style={barStyle}>
        <Button onClick={() => go(index - 1)} disabled={index === 0}>
          {t('exam.nav.previous')}
        </Button>
        {result ? null : (
          <Button
            color="primary"
            onClick={handleSubmit}
            loading={sending}
            disabled={!isAnswered(draft)}
            style={{ flex: 1 }}
          >
            {t('exam.practice.submitAnswer')}
          </Button>
        )}
        {last ? null : (
          <Button onClick={() => go(index + 1)} style={result ? { flex: 1 } : undefined}>
            {t('exam.nav.next')}
          </Button>
        )}
      </div>
      <div style={{ padding: '16px' }}>
        <Button
          block
          color={answered === total ? 'primary' : 'default'}
          fill={answered === total ? 'solid' : 'outline'}
          loading={finishing}
          onClick={handleFinish}
        >
          {answered === total ? t('exam.practice.seeResult') : t('exam.practice.finish')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Chapter practice (`?chapterId=`), or a replay of mistakes, favourites or selected questions
 * (`?mode=`, optionally with a chapter); resumes the unfinished run, or `?sessionId=` exactly.
 */
export default function ExercisePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const chapterId = positiveInt(params.get('chapterId'));
  const sessionId = positiveInt(params.get('sessionId'));
  const modeParam = params.get('mode');
  const mode: Mode = MODES.find((m) => m === modeParam) ?? 'chapter';
  const missing = sessionId === undefined && mode === 'chapter' && chapterId === undefined;

  const session = useAsyncData(
    (signal) =>
      missing
        ? nothingToLoad<PracticeSession>()
        : sessionId !== undefined
          ? api.get('/api/exam/practice/{id}', {
              path: { id: sessionId },
              loading: false,
              toast: false,
              signal,
            })
          : api.post('/api/exam/practice', {
              body: { mode, ...(chapterId !== undefined ? { chapter_id: chapterId } : {}) },
              loading: false,
              toast: false,
              signal,
            }),
    [sessionId, mode, chapterId, missing],
  );

  return (
    <AreaPage title="page.exam.exercise">
      {missing ? (
        <EmptyState description={t('exam.practice.missingChapter')}>
          <Link to={PATHS.exam.index}>{t('page.exam.index')}</Link>
        </EmptyState>
      ) : (
        <AsyncView state={session} onRetry={session.reload}>
          {(data) => <PracticeRun key={data.id} session={data} />}
        </AsyncView>
      )}
    </AreaPage>
  );
}
