import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesUser/user/sign: check in every day to earn points. */
export default function SignPage() {
  return (
    <InfoPage
      title="page.user.sign"
      about="user.sign.about"
      links={[{ to: PATHS.user.integral, title: 'page.user.integral' }]}
    />
  );
}
