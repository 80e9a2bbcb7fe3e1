import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesTrain/compulsory/twoList: the required courses of one requirement, with their deadlines. */
export default function CompulsoryTwoListPage() {
  return (
    <InfoPage
      title="page.train.compulsoryTwoList"
      about="train.compulsoryTwoList.about"
      links={[{ to: PATHS.train.compulsoryCourse, title: 'page.train.compulsoryCourse' }]}
    />
  );
}
