import { InfoPage } from 'shared/standalone';

/** /pagesClockin/ranking/index: who has clocked in most in an activity. */
export default function RankingPage() {
  return <InfoPage title="page.clockin.ranking" about="clockin.ranking.about" />;
}
