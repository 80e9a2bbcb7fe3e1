import {
  AppstoreOutline,
  CalendarOutline,
  CheckShieldOutline,
  EditSOutline,
  FolderOutline,
  SoundOutline,
  TeamOutline,
  UnorderedListOutline,
  VideoOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { PATHS } from 'shared/paths';
import { useCurrentUser, useIsLoggedIn } from 'shared/session';
import { AreaPage, BannerCarousel, EntryGrid, Section, type EntryLink } from 'shared/standalone';
import { CompulsorySummary } from '../components/compulsory-summary';
import { ContinueLearning } from '../components/continue-learning';
import { CourseList } from '../components/course-list';
import { MoreLink } from '../components/more-link';
import { TRAIN_INDEX } from './train-index-calls';
import styles from './train-index-page.module.css';

/**
 * The training home's entries, each with its icon. Their labels are shorter than the pages'
 * titles: five cells share a phone's width, and a label must stay on one line.
 */
const TRAIN_ENTRIES: readonly EntryLink[] = [
  { to: PATHS.train.courseType, title: 'train.entry.courseType', icon: <AppstoreOutline /> },
  { to: PATHS.train.courseIndex, title: 'train.entry.courseIndex', icon: <UnorderedListOutline /> },
  { to: PATHS.train.compulsory, title: 'train.entry.compulsory', icon: <CheckShieldOutline /> },
  { to: PATHS.train.videoLessons, title: 'train.entry.videoLessons', icon: <VideoOutline /> },
  { to: PATHS.train.trainingAudio, title: 'train.entry.trainingAudio', icon: <SoundOutline /> },
  { to: PATHS.train.trainingList, title: 'train.entry.trainingList', icon: <TeamOutline /> },
  { to: PATHS.train.meetingList, title: 'train.entry.meetingList', icon: <CalendarOutline /> },
  {
    to: PATHS.train.policyCatalogue,
    title: 'train.entry.policyCatalogue',
    icon: <FolderOutline />,
  },
  { to: PATHS.train.fileWeave, title: 'train.entry.fileWeave', icon: <EditSOutline /> },
];

/**
 * The training home: banners, entries, my required-course progress and the courses to continue
 * (joined users), and the recommended courses.
 */
export default function TrainIndexPage() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const user = useCurrentUser();
  const joined = loggedIn && user.is_check === 2;
  return (
    <AreaPage title="page.train.index">
      <BannerCarousel position={TRAIN_INDEX.banners} />
      <EntryGrid links={TRAIN_ENTRIES} columns={5} />
      {joined ? (
        <>
          <Section
            title={t('train.index.compulsory')}
            extra={<MoreLink to={PATHS.train.compulsory} />}
          >
            <CompulsorySummary />
          </Section>
          <Section title={t('train.index.continue')}>
            <ContinueLearning limit={TRAIN_INDEX.continueLimit} compact />
          </Section>
        </>
      ) : null}
      {/* A paged list: its card and its "No more" line are the list's own (not in a section card). */}
      <Section
        title={t('train.index.recommended')}
        extra={<MoreLink to={PATHS.train.courseIndex} />}
        card={false}
      >
        <div className={styles.recommended}>
          <CourseList filter={TRAIN_INDEX.recommended} />
        </div>
      </Section>
    </AreaPage>
  );
}
