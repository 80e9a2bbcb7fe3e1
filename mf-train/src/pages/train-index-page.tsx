import { useTranslation } from 'react-i18next';
import { PATHS } from 'shared/paths';
import { AreaPage, BannerCarousel, EntryGrid, type PageLink } from 'shared/standalone';
import { CourseList } from '../components/course-list';

const ENTRIES: readonly PageLink[] = [
  { to: PATHS.train.courseType, title: 'page.train.courseType' },
  { to: PATHS.train.compulsory, title: 'page.train.compulsory' },
  { to: PATHS.train.videoLessons, title: 'page.train.videoLessons' },
  { to: PATHS.train.trainingAudio, title: 'page.train.trainingAudio' },
  { to: PATHS.train.trainingList, title: 'page.train.trainingList' },
  { to: PATHS.train.meetingList, title: 'page.train.meetingList' },
  { to: PATHS.train.policyCatalogue, title: 'page.train.policyCatalogue' },
  { to: PATHS.train.fileWeave, title: 'page.train.fileWeave' },
];

/** The training home: banners, entries, and the recommended courses. */
export default function TrainIndexPage() {
  const { t } = useTranslation();
  return (
    <AreaPage title="page.train.index" about="train.index.about">
      <BannerCarousel position="train" />
      <EntryGrid links={ENTRIES} />
      <h2 style={{ fontSize: 16, margin: '16px 16px 8px' }}>{t('train.index.recommended')}</h2>
      <CourseList filter={{ recommended: 1 }} />
    </AreaPage>
  );
}
