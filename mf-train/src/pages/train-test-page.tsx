import { Button, List, Space, Tag } from 'shared/ui-kit';
import { CheckCircleOutline, ExclamationCircleOutline } from 'antd-mobile-icons';
import { Checkbox, Input, Radio } from 'shared/ui-kit-forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from 'shared/paths';
import { api, type ContractData } from 'shared/request';
import {
  AreaPage,
  AsyncView,
  Section,
  errorText,
  useAsyncData,
  useIdParam,
} from 'shared/standalone';
import { ActionBar, MainAction } from '../components/action-bar';
import { MissingId } from '../components/missing-id';
import { Notice } from '../components/notice';
import styles from './train-test-page.module.css';

type Paper = ContractData<'get', '/api/courses/{id}/test'>;
type Question = Paper['questions'][number];
type Outcome = ContractData<'post', '/api/courses/{id}/test'>;
type Answers = Record<string, string[]>;

const answered = (q: Question, answers: Answers): boolean => {
  const given = answers[String(q.id)] ?? [];
  return q.type === 'fill'
    ? given.length === q.blanks && given.every((g) => g.trim() !== '')
    : given.length > 0;
};

function QuestionInput({
  question,
  value,
  onChange,
}: {
  question: Question;
  value: string[];
  onChange: (v: string[]) => void;
}) {
  const { t } = useTranslation();
  if (question.type === 'fill')
    return (
      <Space direction="vertical" block>
        {Array.from({ length: question.blanks }, (_, i) => (
          <Input
            key={i}
            aria-label={t('train.test.blank', { n: i + 1 })}
            placeholder={t('train.test.blankHint', { n: i + 1 })}
            maxLength={200}
            value={value[i] ?? ''}
            onChange={(text) => {
              const next = Array.from({ length: question.blanks }, (_, j) => value[j] ?? '');
              next[i] = text;
              onChange(next);
            }}
            className={styles.blank}
          />
        ))}
      </Space>
    );
  if (question.type === 'multiple')
    return (
      <Checkbox.Group value={value} onChange={(v) => onChange((v as string[]).slice().sort())}>
        <Space direction="vertical" className={styles.options}>
          {question.options.map((o) => (
            <Checkbox key={o.key} value={o.key}>
              {`${o.key}. ${o.text}`}
            </Checkbox>
          ))}
        </Space>
      </Checkbox.Group>
    );
  return (
    <Radio.Group value={value[0] ?? null} onChange={(v) => onChange([String(v)])}>
      <Space direction="vertical" className={styles.options}>
        {question.options.map((o) => (
          <Radio key={o.key} value={o.key}>
            {question.type === 'judge' ? o.text : `${o.key}. ${o.text}`}
          </Radio>
        ))}
      </Space>
    </Radio.Group>
  );
}

function OutcomeView({
  paper,
  outcome,
  onRetake,
}: {
  paper: Paper;
  outcome: Outcome;
  onRetake?: () => void;
}) {
  const { t } = useTranslation();
  const byId = new Map(paper.questions.map((q) => [q.id, q]));
  return (
    <>
      <Notice
        Picture={outcome.passed ? CheckCircleOutline : ExclamationCircleOutline}
        title={outcome.passed ? t('train.test.passed') : t('train.test.failed')}
        description={t('train.test.score', {
          score: outcome.score,
          total: outcome.total_score,
          pass: outcome.pass_score,
        })}
      />
      <Section title={t('train.test.review')}>
        <List className={styles.review}>
          {outcome.questions.map((q, i) => (
            <List.Item
              key={q.id}
              description={
                <div className={styles.explain}>
                  <div>
                    {t('train.test.yourAnswer', {
                      answer: q.your_answer.join(', ') || t('train.test.none'),
                    })}
                  </div>
                  {!q.correct ? (
                    <div>{t('train.test.rightAnswer', { answer: q.answer.join(', ') })}</div>
                  ) : null}
                  {q.explanation ? <div>{q.explanation}</div> : null}
                </div>
              }
              extra={
                <Tag color={q.correct ? 'success' : 'danger'} fill="outline">
                  {q.correct ? t('train.test.correct') : t('train.test.wrong')}
                </Tag>
              }
            >
              {`${i + 1}. ${byId.get(q.id)?.stem ?? ''}`}
            </List.Item>
          ))}
        </List>
      </Section>
      {onRetake ? (
        <ActionBar>
          <Button block color="primary" onClick={onRetake}>
            {t('train.test.retake')}
          </Button>
        </ActionBar>
      ) : null}
    </>
  );
}

function TestForm({ paper, courseId }: { paper: Paper; courseId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<Answers>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [showLast, setShowLast] = useState(paper.last_result !== null);

  if (!paper.can_take)
    return (
      // Why, in the reader's language (the server's reason is written in English only).
      <Notice
        title={t('train.test.notOpen')}
        description={
          paper.questions.length === 0 ? t('train.test.noTest') : t('train.test.finishFirst')
        }
      >
        <Button
          color="primary"
          onClick={() => navigate(`${PATHS.train.courseCourse}?id=${courseId}`)}
        >
          {t('train.order.toCourse')}
        </Button>
      </Notice>
    );
  if (outcome)
    return (
      <OutcomeView
        paper={paper}
        outcome={outcome}
        onRetake={() => {
          setOutcome(null);
          setAnswers({});
          setShowLast(false);
        }}
      />
    );
  if (showLast && paper.last_result)
    return (
      <OutcomeView paper={paper} outcome={paper.last_result} onRetake={() => setShowLast(false)} />
    );

  const missing = paper.questions.filter((q) => !answered(q, answers)).length;
  const submit = () => {
    if (missing > 0 && !confirming) {
      setConfirming(true);
      setProblem(t('train.test.unanswered', { count: missing }));
      return;
    }
    setBusy(true);
    setProblem(null);
    api
      .post('/api/courses/{id}/test', {
        path: { id: courseId },
        body: { answers },
        loading: false,
        toast: false,
      })
      .then(
        (result) => {
          setBusy(false);
          setConfirming(false);
          setOutcome(result);
        },
        (error: unknown) => {
          setBusy(false);
          setProblem(errorText(error, (key, options) => t(key, options)));
        },
      );
  };

  return (
    <>
      <p className={styles.rules}>
        {t('train.test.rules', {
          count: paper.questions.length,
          total: paper.total_score,
          pass: paper.pass_score,
        })}
      </p>
      {paper.questions.map((q, i) => (
        <fieldset key={q.id} className={styles.question}>
          <legend className={styles.legend}>
            <Tag color="primary" fill="outline" className={styles.type}>
              {t(`train.test.type.${q.type}`)}
            </Tag>
            {`${i + 1}. ${q.stem}`}
            <span className={styles.points}> {t('train.test.points', { count: q.score })}</span>
          </legend>
          <QuestionInput
            question={q}
            value={answers[String(q.id)] ?? []}
            onChange={(value) => {
              setConfirming(false);
              setProblem(null);
              setAnswers((current) => ({ ...current, [String(q.id)]: value }));
            }}
          />
        </fieldset>
      ))}
      <ActionBar>
        <MainAction refusal={problem}>
          <Button block color="primary" loading={busy} onClick={submit}>
            {confirming ? t('train.test.submitAnyway') : t('train.test.submit')}
          </Button>
        </MainAction>
      </ActionBar>
    </>
  );
}

function TestLoader({ courseId }: { courseId: number }) {
  const paper = useAsyncData(
    (signal) =>
      api.get('/api/courses/{id}/test', {
        path: { id: courseId },
        loading: false,
        toast: false,
        signal,
      }),
    [courseId],
  );
  return (
    <AsyncView state={paper} onRetry={paper.reload}>
      {(data) => (
        <>
          <h2 className={styles.course}>{data.course.title}</h2>
          <TestForm paper={data} courseId={courseId} />
        </>
      )}
    </AsyncView>
  );
}

/** /pagesTrain/test/index?courseId=: the short test after a course, graded on the server. */
export default function TrainTestPage() {
  const courseId = useIdParam('courseId');
  return (
    <AreaPage title="page.train.test">
      {courseId !== undefined ? <TestLoader key={courseId} courseId={courseId} /> : <MissingId />}
    </AreaPage>
  );
}
