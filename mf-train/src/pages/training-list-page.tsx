import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesTrain/training/list: offline and live training sessions you can sign up for. */
export default function TrainingListPage() {
  return (
    <InfoPage
      title="page.train.trainingList"
      about="train.trainingList.about"
      links={[{ to: PATHS.train.trainingInfo, title: 'page.train.trainingInfo' }]}
    />
  );
}
