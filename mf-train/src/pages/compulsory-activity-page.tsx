import { CompulsoryKindPage } from '../components/compulsory-kind-page';

/** Required courses for the current sales campaigns, by status, nearest deadline first. */
export default function CompulsoryActivityPage() {
  return (
    <CompulsoryKindPage
      title="page.train.compulsoryActivity"
      about="train.compulsoryActivity.about"
      kind="activity"
    />
  );
}
