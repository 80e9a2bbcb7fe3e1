import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesUser/learn/info: how much you have learned: hours, courses and exams. */
export default function LearnInfoPage() {
  return (
    <InfoPage
      title="page.user.learnInfo"
      about="user.learnInfo.about"
      links={[{ to: PATHS.user.learnList, title: 'page.user.learnList' }]}
    />
  );
}
