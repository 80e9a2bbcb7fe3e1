import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesTrain/training/info: A training session's time, place and trainer. */
export default function TrainingInfoPage() {
  return (
    <InfoPage
      title="page.train.trainingInfo"
      about="train.trainingInfo.about"
      links={[{ to: PATHS.train.trainingDetails, title: 'page.train.trainingDetails' }]}
    />
  );
}
