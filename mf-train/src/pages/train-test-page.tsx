import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesTrain/test/index: A short test at the end of a training course. */
export default function TrainTestPage() {
  return (
    <InfoPage
      title="page.train.test"
      about="train.test.about"
      links={[{ to: PATHS.train.trainingList, title: 'page.train.trainingList' }]}
    />
  );
}
