import { Button, Result, Tag } from 'shared/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type ContractData } from 'shared/request';
import { refreshUser } from 'shared/session';
import { AreaPage, AsyncView, useAsyncData, useIdParam } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { cardStyle, mutedStyle } from '../components/card-style';
import { formatDate } from 'shared/time-ago';
import { QuestionField } from '../components/question-field';

type Questionnaire = ContractData<'get', '/api/questionnaires/{id}'>;

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
            <div style={cardStyle}>
              <h1 style={{ margin: '0 0 6px', fontSize: 18 }}>{q.title}</h1>
              <p style={{ margin: 0, fontSize: 14, color: '#666666' }}>{q.description}</p>
              <div style={{ ...mutedStyle, marginTop: 8 }}>
                {formatDate(new Date(q.starts_at * 1000))} –{' '}
                {formatDate(new Date(q.ends_at * 1000))}
                {q.points_reward > 0 ? (
                  <Tag color="warning" fill="outline" style={{ marginLeft: 6 }}>
                    {t('user.questionnaire.reward', { points: q.points_reward })}
                  </Tag>
                ) : null}
              </div>
            </div>
            {q.submitted ? (
              <Result
                status="success"
                title={t('user.questionnaire.thanks')}
                description={t('user.questionnaire.submittedOnce')}
              />
            ) : !q.open ? (
              <Result status="info" title={t('user.questionnaire.closed')} />
            ) : null}
            {q.questions.map((question, index) => (
              <fieldset key={question.id} style={{ ...cardStyle, border: 'none' }}>
                <legend style={{ fontSize: 15, fontWeight: 600, padding: 0, marginBottom: 8 }}>
                  {index + 1}. {question.title}
                  {question.is_required ? <span style={{ color: '#ff3141' }}> *</span> : null}
                  <span style={{ ...mutedStyle, fontWeight: 400 }}>
                    {' '}
                    {t(`user.questionnaire.type.${question.type}`)}
                  </span>
                </legend>
                <QuestionField
                  question={question}
                  value={q.submitted ? question.answer : (answers[question.id] ?? [])}
                  disabled={locked}
                  onChange={(answer) => {
                    setAnswers((all) => ({ ...all, [question.id]: answer }));
                    if (answer.length)
                      setMissing((set) => new Set([...set].filter((x) => x !== question.id)));
                  }}
                />
                {missing.has(question.id) ? (
                  <div role="alert" style={{ color: '#ff3141', fontSize: 12, marginTop: 6 }}>
                    {t('user.questionnaire.required')}
                  </div>
                ) : null}
              </fieldset>
            ))}
            {!locked ? (
              <div style={{ padding: '0 12px 16px' }}>
                <Button
                  block
                  color="primary"
                  size="large"
                  loading={sending}
                  onClick={() => void submit(q)}
                >
                  {t('user.questionnaire.submit')}
                </Button>
              </div>
            ) : null}
          </>
        );
      }}
    </AsyncView>
  );
}

/**
 * A questionnaire (?id=, no nav bar): every question type, required ones checked inline,
 * submitted once (then shown with my answers).
 */
export default function QuestionnairePage() {
  const { t } = useTranslation();
  const id = useIdParam();
  return (
    <section
      aria-label={t('page.user.questionnaire')}
      style={{ paddingTop: 12, paddingBottom: 16 }}
    >
      {id === undefined ? (
        <AreaPage title="page.user.questionnaire">
          <EmptyState description={t('user.common.missingId')} />
        </AreaPage>
      ) : (
        <QuestionnaireForm id={id} />
      )}
    </section>
  );
}
