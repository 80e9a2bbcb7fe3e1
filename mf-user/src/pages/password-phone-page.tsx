import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesUser/password/phone: confirm it is you with a code sent to your mobile. */
export default function PasswordPhonePage() {
  return (
    <InfoPage
      title="page.user.passwordPhone"
      about="user.passwordPhone.about"
      links={[{ to: PATHS.user.passwordReset, title: 'page.user.passwordReset' }]}
    />
  );
}
