import { InfoPage } from 'shared/standalone';

/** /pagesUser/set/logoff: delete your account and its data. This cannot be undone. */
export default function LogoffPage() {
  return <InfoPage title="page.user.logoff" about="user.logoff.about" />;
}
