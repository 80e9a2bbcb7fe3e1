import { CompulsoryKindPage } from '../components/compulsory-kind-page';

/** Required courses on the products shops sell, by status, nearest deadline first. */
export default function CompulsoryProductTrainingPage() {
  return (
    <CompulsoryKindPage
      title="page.train.compulsoryProductTraining"
      about="train.compulsoryProductTraining.about"
      kind="product"
    />
  );
}
