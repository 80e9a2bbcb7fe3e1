import { Button, Result, Tag } from 'shared/ui-kit';
import { LeftOutline } from 'antd-mobile-icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from 'shared/paths';
import { api, type ContractData } from 'shared/request';
import { refreshUser } from 'shared/session';
import { ActionBar, AreaPage, AsyncView, useAsyncData, useIdParam } from 'shared/standalone';
import { formatCalendarSeconds } from 'shared/time-ago';
import { MissingId } from '../components/missing-id';
import { Panel } from '../components/panel';
import { QuestionField, ratingValues, type Question } from '../components/question-field';
import styles from './questionnaire-page.module.css';

type Questionnaire = ContractData<'get', '/api/questionnaires/{id}'>;

/**
 * The page's own top bar: the spec hides the nav bar here, so the way back (or home to Mine
 * when the questionnaire was opened directly) and the page title are drawn by the page.
 */
function TopBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canGoBack = useLocation().key !== 'default';
  return (
    <header className={styles.topBar}>
      <span className={styles.side}>
        <button
          type="button"
          className={styles.back}
          aria-label={t('common.goBack')}
          onClick={() => void (canGoBack ? navigate(-1) : navigate(PATHS.user.index))}
        >
          <LeftOutline aria-hidden />
        </button>
      </span>
      <h1 className={styles.title}>{t('page.user.questionnaire')}</h1>
      <span className={styles.side} aria-hidden />
    </header>
  );
}

/** What kind of answer a question wants, in words ("Choose one"); none for a text answer. */
function useHint(question: Question): string | null {
  const { t } = useTranslation();
  switch (question.type) {
    case 'single':
      return t('user.questionnaire.hint.single');
    case 'multiple':
      return t('user.questionnaire.hint.multiple');
    case 'rating':
      return t('user.questionnaire.hint.rating', { max: ratingValues(question).length });
    case 'text':
      return null;
  }
}

function QuestionCard({
  question,
  index,
  value,
  locked,
  missing,
  onChange,
}: {
  question: Question;
  index: number;
  value: readonly string[];
  locked: boolean;
  missing: boolean;
  onChange: (answer: string[]) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const hint = useHint(question);
  const label = `${index + 1}. ${question.title}`;
  return (
    <section className={styles.question} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.questionTitle}>
        {/* Required: the red star before the question, hung in the card's margin like a form label's. */}
        {question.is_required ? (
          <abbr className={styles.required} title={t('user.questionnaire.requiredMark')}>
            *
          </abbr>
        ) : null}
        <span className={styles.number}>{index + 1}.</span>
        <span>{question.title}</span>
      </h2>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      <div className={styles.answer}>
        <QuestionField
          question={question}
          value={value}
          disabled={locked}
          label={label}
          onChange={onChange}
        />
      </div>
      {missing ? (
        <p role="alert" className={styles.error}>
          {t('user.questionnaire.required')}
        </p>
      ) : null}
    </section>
  );
}

function QuestionnaireForm({ id }: { id: number }) {
  const { t } = useTranslation();
  const loaded = useAsyncData(
    (signal) =>
      api.get('/api/questionnaires/{id}', { path: { id }, loading: false, toast: false, signal }),
    [id],
  );
  const [answers, setAnswers] = useState<Record<number, string[]>>({});
  const [missing, setMissing] = useState<ReadonlySet<number>>(new Set());
  const [done, setDone] = useState<Questionnaire | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (q: Questionnaire) => {
    const empty = q.questions.filter((x) => x.is_required && !answers[x.id]?.length);
    setMissing(new Set(empty.map((x) => x.id)));
    if (empty.length) return;
    setSending(true);
    try {
      const result = await api.post('/api/questionnaires/{id}/answers', {
        path: { id },
        body: {
          answers: q.questions
            .filter((x) => answers[x.id]?.length)
            .map((x) => ({ question_id: x.id, answer: answers[x.id] ?? [] })),
        },
      });
      setDone(result);
      window.scrollTo?.({ top: 0 });
      void refreshUser({ force: true }).catch(() => undefined);
    } catch {
      // Toasted by the request client (closed, already answered).
    } finally {
      setSending(false);
    }
  };

  return (
    <AsyncView state={loaded} onRetry={loaded.reload}>
      {(data) => {
        const q = done ?? data;
        const locked = q.submitted || !q.open;
        return (
          <>
            <Panel as="article">
              <h2 className={styles.name}>{q.title}</h2>
              {q.description ? <p className={styles.description}>{q.description}</p> : null}
              <div className={styles.meta}>
                <span>
                  {t('user.questionnaire.period', {
                    from: formatCalendarSeconds(q.starts_at, 'day'),
                    to: formatCalendarSeconds(q.ends_at, 'day'),
                  })}
                </span>
                {q.points_reward > 0 ? (
                  <Tag color="primary" fill="outline">
                    {t('user.questionnaire.reward', { points: q.points_reward })}
                  </Tag>
                ) : null}
              </div>
            </Panel>
            {q.submitted ? (
              <Panel>
                <Result
                  status="success"
                  title={t('user.questionnaire.thanks')}
                  description={t('user.questionnaire.submittedOnce')}
                />
              </Panel>
            ) : !q.open ? (
              <Panel>
                <Result status="info" title={t('user.questionnaire.closed')} />
              </Panel>
            ) : null}
            {q.questions.map((question, index) => (
              <QuestionCard
                key={question.id}
                question={question}
                index={index}
                value={q.submitted ? question.answer : (answers[question.id] ?? [])}
                locked={locked}
                missing={missing.has(question.id)}
                onChange={(answer) => {
                  setAnswers((all) => ({ ...all, [question.id]: answer }));
                  if (answer.length)
                    setMissing((set) => new Set([...set].filter((x) => x !== question.id)));
                }}
              />
            ))}
            {!locked ? (
              <ActionBar>
                <Button block color="primary" loading={sending} onClick={() => void submit(q)}>
                  {t('user.questionnaire.submit')}
                </Button>
              </ActionBar>
            ) : null}
          </>
        );
      }}
    </AsyncView>
  );
}

/**
 * A questionnaire (?id=). The spec hides the nav bar here, so the page has its own top bar with
 * the way back. Every question type, required ones checked inline, submitted once (then shown
 * with my answers).
 */
export default function QuestionnairePage() {
  const id = useIdParam();
  return (
    <>
      <TopBar />
      <AreaPage title="page.user.questionnaire">
        {id === undefined ? <MissingId /> : <QuestionnaireForm id={id} />}
      </AreaPage>
    </>
  );
}
