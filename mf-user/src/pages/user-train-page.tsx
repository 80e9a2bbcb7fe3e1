import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesUser/user/train: the training sessions you have signed up for. */
export default function UserTrainPage() {
  return (
    <InfoPage
      title="page.user.train"
      about="user.train.about"
      links={[{ to: PATHS.train.trainingList, title: 'page.train.trainingList' }]}
    />
  );
}
