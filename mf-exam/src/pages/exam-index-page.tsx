import { ProgressBar } from 'shared/ui-kit';
import {
  BellOutline,
  ClockCircleOutline,
  EditSOutline,
  FileOutline,
  FileWrongOutline,
  HistogramOutline,
  LeftOutline,
  LikeOutline,
  MessageOutline,
  QuestionCircleOutline,
  StarOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import {
  AreaPage,
  AsyncView,
  BannerCarousel,
  EntryGrid,
  ItemList,
  MediaImage,
  MoreLink,
  Section,
  useAsyncData,
  type EntryLink,
} from 'shared/standalone';
import { exercisePath } from '../components/exam-paths';
import type { ExamHome } from '../components/exam-types';
import { percentText } from '../components/format';
import { ListCard } from '../components/list-card';
import { PaperListItem } from '../components/paper-list-item';
import { RowAction } from '../components/row-action';
import { StatGrid } from '../components/stat-grid';
import styles from './exam-index-page.module.css';
import { EXAM_BANNER_POSITION } from './exam-index-calls';

const ENTRIES: readonly EntryLink[] = [
  { to: PATHS.exam.paper, title: 'page.exam.paper', icon: <FileOutline /> },
  { to: PATHS.exam.simulate, title: 'page.exam.simulate', icon: <EditSOutline /> },
  {
    to: exercisePath({ mode: 'random' }),
    title: 'exam.mode.random',
    icon: <QuestionCircleOutline />,
  },
  { to: PATHS.exam.mistakes, title: 'page.exam.mistakes', icon: <FileWrongOutline /> },
  { to: PATHS.exam.collect, title: 'page.exam.collect', icon: <StarOutline /> },
  { to: PATHS.exam.problemRecord, title: 'page.exam.problemRecord', icon: <ClockCircleOutline /> },
  { to: PATHS.exam.questions, title: 'page.exam.questions', icon: <LikeOutline /> },
  { to: PATHS.exam.reportAll, title: 'page.exam.reportAll', icon: <HistogramOutline /> },
  { to: PATHS.exam.studentNotes, title: 'page.exam.studentNotes', icon: <MessageOutline /> },
  { to: PATHS.exam.message, title: 'page.exam.message', icon: <BellOutline /> },
];

type Bank = ExamHome['banks'][number];
type Chapter = Bank['chapters'][number];

const share = (part: number, whole: number) => (whole ? (part / whole) * 100 : 0);

/**
 * The page has no nav bar (spec 2), so it names itself and keeps a way back: to the page the
 * reader came from, or home when it was opened directly.
 */
function PageHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canGoBack = useLocation().key !== 'default';
  return (
    <header className={styles.header}>
      <button
        type="button"
        className={styles.back}
        aria-label={t('nav.back')}
        onClick={() => void (canGoBack ? navigate(-1) : navigate(PATHS.shell.home))}
      >
        <LeftOutline aria-hidden />
      </button>
      <h1 className={styles.title}>{t('page.exam.index')}</h1>
    </header>
  );
}

function ChapterRow({ chapter }: { chapter: Chapter }) {
  const { t } = useTranslation();
  const resume = chapter.unfinished_session_id !== null;
  const percent = share(chapter.practised_count, chapter.question_count);
  return (
    <Link to={exercisePath({ chapterId: chapter.id })} className={styles.chapter}>
      <div className={styles.chapterMain}>
        <span className={styles.chapterName}>{chapter.name}</span>
        <div className={styles.chapterProgress}>
          <ProgressBar percent={percent} className={styles.progress} />
          <span className={styles.count}>
            {chapter.practised_count}/{chapter.question_count}
          </span>
        </div>
      </div>
      <RowAction kind={resume ? 'resume' : 'start'}>
        {resume ? t('exam.home.resume') : t('exam.home.practise')}
      </RowAction>
    </Link>
  );
}

function BankSection({ bank }: { bank: Bank }) {
  const { t } = useTranslation();
  const percent = share(bank.practised_count, bank.question_count);
  return (
    <Section title={bank.name}>
      <div className={styles.bankHead}>
        <MediaImage src={bank.cover} alt="" ratio="cover" width={112} className={styles.cover} />
        <div className={styles.bankInfo}>
          <p className={styles.bankAbout}>{bank.description}</p>
          <p className={styles.bankProgress}>
            {t('exam.home.bankProgress', {
              practised: bank.practised_count,
              total: bank.question_count,
            })}
          </p>
          <ProgressBar percent={percent} className={styles.progress} />
        </div>
      </div>
      {bank.chapters.map((chapter) => (
        <ChapterRow key={chapter.id} chapter={chapter} />
      ))}
    </Section>
  );
}

function Banks({ home }: { home: ExamHome }) {
  const { t } = useTranslation();
  return (
    <>
      <StatGrid
        label={t('exam.home.summary')}
        items={[
          { value: home.practised_count, label: t('exam.home.practised') },
          { value: percentText(home.accuracy), label: t('exam.home.accuracy') },
          { value: home.mistake_count, label: t('exam.home.mistakes') },
        ]}
      />
      {home.upcoming.length > 0 ? (
        <Section
          title={t('exam.home.upcoming')}
          extra={<MoreLink to={PATHS.exam.paper}>{t('area.more')}</MoreLink>}
        >
          <ListCard flat>
            <ItemList items={home.upcoming}>{(paper) => <PaperListItem paper={paper} />}</ItemList>
          </ListCard>
        </Section>
      ) : null}
      {home.banks.map((bank) => (
        <BankSection key={bank.id} bank={bank} />
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
      <PageHeader />
      <BannerCarousel position={EXAM_BANNER_POSITION} />
      <EntryGrid links={ENTRIES} columns={5} />
      <AsyncView state={home} onRetry={home.reload}>
        {(data) => <Banks home={data} />}
      </AsyncView>
    </AreaPage>
  );
}
