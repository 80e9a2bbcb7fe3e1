import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesUser/password/set: set or change the password you log in with. */
export default function PasswordSetPage() {
  return (
    <InfoPage
      title="page.user.passwordSet"
      about="user.passwordSet.about"
      links={[{ to: PATHS.user.passwordPhone, title: 'page.user.passwordPhone' }]}
    />
  );
}
