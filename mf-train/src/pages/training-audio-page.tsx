import { InfoPage } from 'shared/standalone';

/** /pagesTrain/trainingAudio/trainingAudio: training to listen to, lesson by lesson. */
export default function TrainingAudioPage() {
  return <InfoPage title="page.train.trainingAudio" about="train.trainingAudio.about" />;
}
