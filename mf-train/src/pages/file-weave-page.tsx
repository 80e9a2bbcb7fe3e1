import { InfoPage } from 'shared/standalone';

/** /pagesTrain/fileWeave/fileWeave: guidance and templates for drafting procurement files. */
export default function FileWeavePage() {
  return <InfoPage title="page.train.fileWeave" about="train.fileWeave.about" />;
}
