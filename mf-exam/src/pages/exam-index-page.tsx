import { PATHS } from 'shared/paths';
import { AreaPage, BannerCarousel, EntryGrid, type PageLink } from 'shared/standalone';

/** The question bank's entries, in the order a learner uses them. */
const ENTRIES: readonly PageLink[] = [
  { to: PATHS.exam.exercise, title: 'page.exam.exercise' },
  { to: PATHS.exam.simulate, title: 'page.exam.simulate' },
  { to: PATHS.exam.paper, title: 'page.exam.paper' },
  { to: PATHS.exam.questions, title: 'page.exam.questions' },
  { to: PATHS.exam.mistakes, title: 'page.exam.mistakes' },
  { to: PATHS.exam.collect, title: 'page.exam.collect' },
  { to: PATHS.exam.problemRecord, title: 'page.exam.problemRecord' },
  { to: PATHS.exam.report, title: 'page.exam.report' },
  { to: PATHS.exam.studentNotes, title: 'page.exam.studentNotes' },
  { to: PATHS.exam.message, title: 'page.exam.message' },
];

/** The question bank's home (no nav bar): its banners and an entry to every exam page. */
export default function ExamIndexPage() {
  return (
    <AreaPage title="page.exam.index" about="exam.index.about">
      <BannerCarousel position="exam" />
      <EntryGrid links={ENTRIES} />
    </AreaPage>
  );
}
