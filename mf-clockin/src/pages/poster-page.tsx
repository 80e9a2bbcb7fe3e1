import { InfoPage } from 'shared/standalone';

/** /pagesClockin/poster/index: A poster of an activity to share with colleagues. */
export default function PosterPage() {
  return <InfoPage title="page.clockin.poster" about="clockin.poster.about" />;
}
