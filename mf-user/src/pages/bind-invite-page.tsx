import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesUser/bind/invite: join your company with the invite code from your manager. */
export default function BindInvitePage() {
  return (
    <InfoPage
      title="page.user.bindInvite"
      about="user.bindInvite.about"
      links={[{ to: PATHS.user.bindState, title: 'page.user.bindState' }]}
    />
  );
}
