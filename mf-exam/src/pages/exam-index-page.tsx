import { ProgressBar } from 'shared/ui-kit';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import {
  AreaPage,
  AsyncView,
  BannerCarousel,
  EntryGrid,
  useAsyncData,
  type PageLink,
} from 'shared/standalone';
import { exercisePath } from '../components/exam-paths';
import type { ExamHome } from '../components/exam-types';
import { percentText } from '../components/format';
import { PaperListItem } from '../components/paper-list-item';

const ENTRIES: readonly PageLink[] = [
  { to: PATHS.exam.paper, title: 'page.exam.paper' },
  { to: PATHS.exam.simulate, title: 'page.exam.simulate' },
  { to: exercisePath({ mode: 'random' }), title: 'exam.mode.random' },
  { to: PATHS.exam.mistakes, title: 'page.exam.mistakes' },
  { to: PATHS.exam.collect, title: 'page.exam.collect' },
  { to: PATHS.exam.problemRecord, title: 'page.exam.problemRecord' },
  { to: PATHS.exam.questions, title: 'page.exam.questions' },
  { to: PATHS.exam.reportAll, title: 'page.exam.reportAll' },
  { to: PATHS.exam.studentNotes, title: 'page.exam.studentNotes' },
  { to: PATHS.exam.message, title: 'page.exam.message' },
];

const sectionStyle: CSSProperties = {
  background: '#ffffff',
  margin: '12px',
  borderRadius: 8,
  padding: '12px',
};
const chapterStyle: CSSProperties = {
  display: 'block',
  padding: '10px 0',
  borderTop: '1px solid #f0f0f0',
  color: 'inherit',
  textDecoration: 'none',
};
const statsStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  textAlign: 'center',
  ...sectionStyle,
};

function Stat({ value, label }: { value: string | number; label: string }) {
  return (
    <div>
      <div style={{ fontSize: 20, fontWeight: 600, color: '#ff801a' }}>{value}</div>
      <div style={{ fontSize: 12, color: '#999999' }}>{label}</div>
    </div>
  );
}

function Banks({ home }: { home: ExamHome }) {
  const { t } = useTranslation();
  return (
    <>
      <div style={statsStyle}>
        <Stat value={home.practised_count} label={t('exam.home.practised')} />
        <Stat value={percentText(home.accuracy)} label={t('exam.home.accuracy')} />
        <Stat value={home.mistake_count} label={t('exam.home.mistakes')} />
      </div>
      {home.upcoming.length > 0 ? (
        <section style={sectionStyle} aria-labelledby="exam-upcoming">
          <h2 id="exam-upcoming" style={{ fontSize: 16, margin: '0 0 4px' }}>
            {t('exam.home.upcoming')}
          </h2>
          {home.upcoming.map((paper) => (
            <PaperListItem key={paper.id} paper={paper} flat />
          ))}
        </section>
      ) : null}
      {home.banks.map((bank) => (
        <section key={bank.id} style={sectionStyle} aria-labelledby={`bank-${bank.id}`}>
          <h2 id={`bank-${bank.id}`} style={{ fontSize: 16, margin: 0 }}>
            {bank.name}
          </h2>
          <p style={{ fontSize: 12, color: '#999999', margin: '4px 0 8px' }}>
            {t('exam.home.bankProgress', {
              practised: bank.practised_count,
              total: bank.question_count,
            })}
          </p>
          {bank.chapters.map((chapter) => (
            <Link
              key={chapter.id}
              to={exercisePath({ chapterId: chapter.id })}
              style={chapterStyle}
              aria-label={t('exam.home.practiseChapter', { name: chapter.name })}
            >
              <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                <span style={{ fontSize: 15 }}>{chapter.name}</span>
                <span style={{ fontSize: 12, color: '#ff801a', whiteSpace: 'nowrap' }}>
                  {chapter.unfinished_session_id !== null
                    ? t('exam.home.resume')
                    : t('exam.home.practise')}
                </span>
              </div>
              <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 6 }}>
                <ProgressBar
                  percent={
                    chapter.question_count
                      ? (chapter.practised_count / chapter.question_count) * 100
                      : 0
                  }
                  style={{ flex: 1 }}
                />
                <span style={{ fontSize: 12, color: '#999999', whiteSpace: 'nowrap' }}>
                  {chapter.practised_count}/{chapter.question_count}
                </span>
              </div>
            </Link>
          ))}
        </section>
      ))}
    </>
  );
}

/** The question bank's home (no nav bar): progress, entries, upcoming exams, banks by chapter. */
export default function ExamIndexPage() {
  const home = useAsyncData(
    (signal) => api.get('/api/exam/home', { loading: false, toast: false, signal }),
    [],
  );
  return (
    <AreaPage title="page.exam.index">
      <BannerCarousel position="exam" />
      <EntryGrid links={ENTRIES} />
      <AsyncView state={home} onRetry={home.reload}>
        {(data) => <Banks home={data} />}
      </AsyncView>
    </AreaPage>
  );
}
