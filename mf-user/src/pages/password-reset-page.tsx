import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesUser/password/reset: choose a new password after verifying your mobile. */
export default function PasswordResetPage() {
  return (
    <InfoPage
      title="page.user.passwordReset"
      about="user.passwordReset.about"
      links={[{ to: PATHS.user.passwordSuccess, title: 'page.user.passwordSuccess' }]}
    />
  );
}
