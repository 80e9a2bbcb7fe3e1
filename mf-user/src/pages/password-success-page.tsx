import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesUser/password/success: your password has been changed. Use it the next time you log in. */
export default function PasswordSuccessPage() {
  return (
    <InfoPage
      title="page.user.passwordSuccess"
      about="user.passwordSuccess.about"
      links={[{ to: PATHS.user.settings, title: 'page.user.settings' }]}
    />
  );
}
