import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesUser/affiche/info: An announcement in full. */
export default function AfficheInfoPage() {
  return (
    <InfoPage
      title="page.user.afficheInfo"
      about="user.afficheInfo.about"
      links={[{ to: PATHS.user.afficheRead, title: 'page.user.afficheRead' }]}
    />
  );
}
