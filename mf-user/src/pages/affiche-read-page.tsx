import { InfoPage } from 'shared/standalone';

/** /pagesUser/affiche/read: who has read an announcement, and who has not yet. */
export default function AfficheReadPage() {
  return <InfoPage title="page.user.afficheRead" about="user.afficheRead.about" />;
}
