import { Button } from 'shared/ui-kit';
import { AddOutline } from 'antd-mobile-icons';
import { Checkbox, Selector } from 'shared/ui-kit-forms';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from 'shared/request';
import { ActionBar, AreaPage, AsyncView, errorText, useAsyncData } from 'shared/standalone';
import { BottomSheet } from '../components/bottom-sheet';
import { answerPath } from '../components/exam-paths';
import type { ExamHome } from '../components/exam-types';
import { PaperList } from '../components/paper-list';
import styles from './simulate-page.module.css';

const COUNTS = [10, 20, 30] as const;
type Count = (typeof COUNTS)[number];

function MockForm({ home }: { home: ExamHome }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [chapters, setChapters] = useState<number[]>([]);
  const [count, setCount] = useState<Count>(20);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (chapters.length === 0) return setError(t('exam.simulate.chooseChapter'));
    setError(null);
    setSending(true);
    api
      .post('/api/exam/mock-papers', {
        body: { chapter_ids: chapters, question_count: count },
        toast: false,
      })
      .then(
        (paper) => navigate(answerPath(paper.id)),
        (failure: unknown) => {
          setError(errorText(failure, (key, options) => t(key, options)));
          setSending(false);
        },
      );
  };

  return (
    <form onSubmit={handleSubmit} noValidate className={styles.form}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('exam.simulate.chapters')}</legend>
        <Checkbox.Group
          value={chapters}
          onChange={(value) => {
            setChapters(value.map(Number));
            setError(null);
          }}
        >
          {home.banks.map((bank) => (
            <div key={bank.id} className={styles.bank}>
              <div className={styles.bankName}>{bank.name}</div>
              <div className={styles.chapters}>
                {bank.chapters.map((c) => (
                  <Checkbox key={c.id} value={c.id} className={styles.checkbox}>
                    {c.name}
                  </Checkbox>
                ))}
              </div>
            </div>
          ))}
        </Checkbox.Group>
      </fieldset>
      <div className={styles.legend} id="mock-count">
        {t('exam.simulate.count')}
      </div>
      <Selector
        columns={COUNTS.length}
        className={styles.counts}
        aria-labelledby="mock-count"
        options={COUNTS.map((n) => ({
          label: t('exam.paper.questionCount', { count: n }),
          value: n,
        }))}
        value={[count]}
        onChange={(value) => {
          const next = value[0];
          if (next !== undefined) setCount(next);
        }}
      />
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <Button type="submit" block color="primary" loading={sending} className={styles.submit}>
        {t('exam.simulate.generate')}
      </Button>
    </form>
  );
}

/**
 * Mock papers: the ready-made ones and the reader's own are the page (the nav bar names them);
 * building a new one from chosen chapters is its main action, in a sheet from the bottom.
 */
export default function SimulatePage() {
  const { t } = useTranslation();
  const [building, setBuilding] = useState(false);
  const home = useAsyncData(
    (signal) => api.get('/api/exam/home', { loading: false, toast: false, signal }),
    [],
  );
  return (
    <AreaPage title="page.exam.simulate">
      <PaperList kind="mock" />
      <ActionBar>
        <Button color="primary" onClick={() => setBuilding(true)}>
          <span className={styles.buildLabel}>
            <AddOutline aria-hidden />
            {t('exam.simulate.create')}
          </span>
        </Button>
      </ActionBar>
      <BottomSheet
        visible={building}
        onClose={() => setBuilding(false)}
        title={t('exam.simulate.create')}
      >
        <AsyncView state={home} onRetry={home.reload}>
          {(data) => <MockForm home={data} />}
        </AsyncView>
      </BottomSheet>
    </AreaPage>
  );
}
