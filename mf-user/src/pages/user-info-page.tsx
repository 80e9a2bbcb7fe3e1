import { List } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { AreaPage, Section } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { CardList } from '../components/card-list';
import { ProfileForm } from '../components/profile-form';
import { ROLE_LABELS, joinStateLabel } from '../components/user-labels';
import { useFreshUser } from '../components/use-fresh-user';

/** My profile: edit avatar, real name, nickname and sex (validated); my team as it stands. */
export default function UserInfoPage() {
  const { t } = useTranslation();
  const { user, loggedIn } = useFreshUser();
  if (!loggedIn) {
    return (
      <AreaPage title="page.user.info">
        <EmptyState />
      </AreaPage>
    );
  }
  return (
    <AreaPage title="page.user.info">
      <ProfileForm
        key={user.id}
        user={user}
        submitText={t('user.profile.save')}
        onSaved={() => undefined}
      >
        <Section title={t('user.profile.team')}>
          <CardList>
            <List.Item extra={t(ROLE_LABELS[user.role ?? 'staff'])}>
              {t('user.profile.role')}
            </List.Item>
            <List.Item extra={user.team?.name ?? t('user.profile.unset')}>
              {t('user.profile.team')}
            </List.Item>
            <List.Item extra={user.shop?.name ?? t('user.profile.unset')}>
              {t('user.profile.shop')}
            </List.Item>
            <List.Item extra={user.area?.name ?? t('user.profile.unset')}>
              {t('user.profile.area')}
            </List.Item>
            <List.Item extra={t(joinStateLabel(user.is_check))}>
              {t('user.profile.joinState')}
            </List.Item>
          </CardList>
        </Section>
      </ProfileForm>
    </AreaPage>
  );
}
