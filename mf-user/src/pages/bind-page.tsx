import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from 'shared/paths';
import { AreaPage } from 'shared/standalone';
import { ProfileForm } from '../components/profile-form';
import { useFreshUser } from '../components/use-fresh-user';
import styles from './bind-page.module.css';

/** Complete profile: real name, sex, nickname and avatar, then on to the invite code. */
export default function BindPage() {
  const { t } = useTranslation();
  const { user } = useFreshUser();
  const navigate = useNavigate();
  return (
    <AreaPage title="page.user.bind">
      <p
        className={user.profile_complete ? `${styles.state} ${styles.done}` : styles.state}
        role="status"
      >
        {user.profile_complete ? t('user.profile.complete') : t('user.profile.incomplete')}
      </p>
      <ProfileForm
        key={user.id}
        user={user}
        submitText={t('user.bind.next')}
        onSaved={() => navigate(user.is_check === 0 ? PATHS.user.bindInvite : PATHS.user.bindState)}
      />
    </AreaPage>
  );
}
