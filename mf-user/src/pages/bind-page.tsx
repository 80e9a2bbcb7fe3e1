import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PATHS } from 'shared/paths';
import { AreaPage } from 'shared/standalone';
import { ProfileForm } from '../components/profile-form';
import { inviteCodeFrom } from '../components/scan-invite-code';
import { useFreshUser } from '../components/use-fresh-user';
import styles from './bind-page.module.css';

/**
 * Complete profile: real name, sex, nickname and avatar, then on to the invite code (the one a
 * scanned team QR code brought along, when the invite page sent the user here first).
 */
export default function BindPage() {
  const { t } = useTranslation();
  const { user } = useFreshUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = inviteCodeFrom(params.get('code') ?? '');
  const invite = code ? `${PATHS.user.bindInvite}?code=${code}` : PATHS.user.bindInvite;
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
        onSaved={() => navigate(user.is_check === 0 ? invite : PATHS.user.bindState)}
      />
    </AreaPage>
  );
}
