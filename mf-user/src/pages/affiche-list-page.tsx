import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesUser/affiche/list: company announcements, newest first. */
export default function AfficheListPage() {
  return (
    <InfoPage
      title="page.user.afficheList"
      about="user.afficheList.about"
      links={[{ to: PATHS.user.afficheInfo, title: 'page.user.afficheInfo' }]}
    />
  );
}
