import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesTrain/compulsory/team: your team's progress on its required courses. */
export default function CompulsoryTeamPage() {
  return (
    <InfoPage
      title="page.train.compulsoryTeam"
      about="train.compulsoryTeam.about"
      links={[{ to: PATHS.train.compulsory, title: 'page.train.compulsory' }]}
    />
  );
}
