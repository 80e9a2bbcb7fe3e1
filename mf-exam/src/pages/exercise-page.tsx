import { Button, ProgressBar } from 'shared/ui-kit';
import { CheckCircleOutline, MessageOutline } from 'antd-mobile-icons';
import { useRef, useState, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { ActionBar, AreaPage, AsyncView, useAsyncData } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { isAnswered } from '../components/answer-text';
import { commentPath, practiceResultPath } from '../components/exam-paths';
import type { PracticeQuestion, PracticeSession, Reveal } from '../components/exam-types';
import { FavouriteButton } from '../components/favourite-button';
import { LinkButton } from '../components/link-button';
import { QuestionCard } from '../components/question-card';
import { RevealPanel } from '../components/reveal-panel';
import { nothingToLoad, positiveInt } from '../components/search-params';
import { TextLink } from '../components/text-link';
import styles from './exercise-page.module.css';

const MODES = ['chapter', 'random', 'mistakes', 'favourites', 'featured'] as const;
type Mode = (typeof MODES)[number];
const SWIPE_PX = 60;

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

  const finishLabel = answered === total ? t('exam.practice.seeResult') : t('exam.practice.finish');
  return (
    <div onTouchStart={handleTouchStart} onTouchEnd={handleTouchEnd}>
      <div className={styles.progressCard}>
        <div className={styles.progressHead}>
          <span className={styles.runName}>
            {session.chapter?.name ?? t(`exam.mode.${session.mode}`)}
          </span>
          <span className={styles.progressText}>
            {t('exam.practice.progress', { answered, total })}
          </span>
        </div>
        <ProgressBar percent={(answered / total) * 100} className={styles.progress} />
      </div>
      <QuestionCard
        key={question.id}
        question={question}
        position={`${index + 1} / ${total}`}
        value={result ? result.answer : draft}
        onChange={(next) => setDrafts((current) => ({ ...current, [question.id]: next }))}
        disabled={result !== undefined || sending}
        solution={result?.correct_answer}
        extra={<FavouriteButton questionId={question.id} initial={question.favourited} />}
        footer={
          <>
            {result ? (
              <RevealPanel
                question={question}
                isCorrect={result.is_correct}
                answer={result.answer}
                correctAnswer={result.correct_answer}
                explanation={result.explanation}
              />
            ) : null}
            <div className={styles.cardLinks}>
              <TextLink to={commentPath(question.id)} icon={<MessageOutline />}>
                {t('exam.comment.count', { count: question.comment_count })}
              </TextLink>
              {last && result ? null : (
                <Button size="mini" loading={finishing} onClick={handleFinish}>
                  <span className={styles.finishLabel}>
                    <CheckCircleOutline aria-hidden />
                    {finishLabel}
                  </span>
                </Button>
              )}
            </div>
          </>
        }
      />
      <ActionBar>
        <Button className={styles.step} onClick={() => go(index - 1)} disabled={index === 0}>
          {t('exam.nav.previous')}
        </Button>
        {!result && !last ? (
          <Button className={styles.step} onClick={() => go(index + 1)}>
            {t('exam.nav.next')}
          </Button>
        ) : null}
        {!result ? (
          <Button
            className={styles.main}
            color="primary"
            onClick={handleSubmit}
            loading={sending}
            disabled={!isAnswered(draft)}
          >
            {t('exam.practice.submitAnswer')}
          </Button>
        ) : last ? (
          <Button color="primary" loading={finishing} onClick={handleFinish}>
            {finishLabel}
          </Button>
        ) : (
          <Button color="primary" onClick={() => go(index + 1)}>
            {t('exam.nav.next')}
          </Button>
        )}
      </ActionBar>
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
        <EmptyState title={t('exam.practice.missingChapter')}>
          <LinkButton to={PATHS.exam.index} color="primary" size="small">
            {t('page.exam.index')}
          </LinkButton>
        </EmptyState>
      ) : (
        <AsyncView state={session} onRetry={session.reload}>
          {(data) => <PracticeRun key={data.id} session={data} />}
        </AsyncView>
      )}
    </AreaPage>
  );
}
