import { InfoPage } from 'shared/standalone';

/** /pagesTrain/training/details: the programme and materials of a training session. */
export default function TrainingDetailsPage() {
  return <InfoPage title="page.train.trainingDetails" about="train.trainingDetails.about" />;
}
