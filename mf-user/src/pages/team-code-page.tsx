import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesUser/team/code: your team's invite code, to share with new members. */
export default function TeamCodePage() {
  return (
    <InfoPage
      title="page.user.teamCode"
      about="user.teamCode.about"
      links={[{ to: PATHS.user.teamPeople, title: 'page.user.teamPeople' }]}
    />
  );
}
