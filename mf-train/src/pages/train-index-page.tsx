import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from 'shared/paths';
import { useCurrentUser, useIsLoggedIn } from 'shared/session';
import { AreaPage, BannerCarousel, EntryGrid, type PageLink } from 'shared/standalone';
import { CompulsorySummary } from '../components/compulsory-summary';
import { ContinueLearning } from '../components/continue-learning';
import { CourseList } from '../components/course-list';

const ENTRIES: readonly PageLink[] = [
  { to: PATHS.train.courseType, title: 'page.train.courseType' },
  { to: PATHS.train.courseIndex, title: 'page.train.courseIndex' },
  { to: PATHS.train.compulsory, title: 'page.train.compulsory' },
  { to: PATHS.train.videoLessons, title: 'page.train.videoLessons' },
  { to: PATHS.train.trainingAudio, title: 'page.train.trainingAudio' },
  { to: PATHS.train.trainingList, title: 'page.train.trainingList' },
  { to: PATHS.train.meetingList, title: 'page.train.meetingList' },
  { to: PATHS.train.policyCatalogue, title: 'page.train.policyCatalogue' },
  { to: PATHS.train.fileWeave, title: 'page.train.fileWeave' },
];

const sectionTitle: CSSProperties = { fontSize: 16, margin: '16px 16px 8px' };

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
      <BannerCarousel position="train" />
      <EntryGrid links={ENTRIES} />
      {joined ? (
        <>
          <section aria-labelledby="train-compulsory">
            <h2 id="train-compulsory" style={sectionTitle}>
              {t('train.index.compulsory')}
            </h2>
            <CompulsorySummary />
          </section>
          <section aria-labelledby="train-continue">
            <h2 id="train-continue" style={sectionTitle}>
              {t('train.index.continue')}
            </h2>
            <ContinueLearning limit={3} compact />
          </section>
        </>
      ) : null}
      <section aria-labelledby="train-recommended">
        <h2 id="train-recommended" style={sectionTitle}>
          {t('train.index.recommended')}
        </h2>
        <CourseList filter={{ recommended: 1 }} />
      </section>
    </AreaPage>
  );
}
