import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesUser/team/people: the people of your team and how to reach them. */
export default function TeamPeoplePage() {
  return (
    <InfoPage
      title="page.user.teamPeople"
      about="user.teamPeople.about"
      links={[{ to: PATHS.user.teamProfile, title: 'page.user.teamProfile' }]}
    />
  );
}
