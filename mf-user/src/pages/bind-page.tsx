import { useTranslation } from 'react-i18next';
import { PATHS } from 'shared/paths';
import { AreaPage, LinkList } from 'shared/standalone';
import { ProfileList } from '../components/profile-list';
import { useFreshUser } from '../components/use-fresh-user';

/** Complete profile: what is filled in so far, and the next step towards joining a team. */
export default function BindPage() {
  const { t } = useTranslation();
  const { user } = useFreshUser();
  return (
    <AreaPage title="page.user.bind" about="user.bind.about">
      <p style={{ margin: '0 16px 12px', fontSize: 14 }} role="status">
        {user.profile_complete ? t('user.profile.complete') : t('user.profile.incomplete')}
      </p>
      <ProfileList user={user} />
      <LinkList
        links={[
          { to: PATHS.user.bindInvite, title: 'page.user.bindInvite' },
          { to: PATHS.user.bindState, title: 'page.user.bindState' },
        ]}
      />
    </AreaPage>
  );
}
